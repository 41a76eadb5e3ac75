// A return's news (docs/decisions/0139-returns-and-exchanges.md): to the seller, a new request with the
// shopper's reason; to the shopper, the seller's decision, then the refund sent or the exchange shipped.
import { Text } from "@react-email/components";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { ReturnFacts } from "~/domain/notifications/facts";
import { returnReasonWord } from "~/domain/returns/words";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { Action, Layout, Rows, styles } from "./layout";
import { lineRow } from "./lines";
import type { MailTemplate } from "./types";

const title = (p: ReturnFacts) =>
  ({
    requested: m.mail_return_requested_title,
    approved: m.mail_return_approved_title,
    declined: m.mail_return_declined_title,
    withdrawn: m.mail_return_declined_title,
    refunded: m.mail_return_refunded_title,
    exchanged: m.mail_return_exchanged_title,
  })[p.status]();

function body(p: ReturnFacts): string[] {
  switch (p.status) {
    case "requested":
      return [
        m.mail_return_requested_body({ customerName: p.customerName, reference: p.reference, reason: returnReasonWord(p.reason) }),
        p.kind === "exchange" ? m.mail_return_wants_exchange() : m.mail_return_wants_refund(),
        p.note ? m.mail_return_note({ note: p.note }) : "",
      ];
    case "approved":
      return [m.mail_return_approved_body({ shopName: p.shopName, reference: p.reference })];
    case "declined":
    case "withdrawn":
      return [m.mail_return_declined_body({ shopName: p.shopName, reason: p.declineReason ?? "" })];
    case "refunded":
      return [m.mail_return_refunded_body({ shopName: p.shopName, amount: formatPaise(p.refundPaise ?? 0), utr: p.refundUtr ?? "" })];
    case "exchanged":
      return [
        m.mail_return_exchanged_body({ shopName: p.shopName }),
        [
          p.courier ? m.mail_courier({ courier: p.courier }) : "",
          p.trackingNumber ? m.mail_tracking_number({ number: p.trackingNumber }) : "",
        ]
          .filter(Boolean)
          .join(m.mail_sentence_gap()),
      ];
  }
}

export const returnUpdate: MailTemplate<ReturnFacts> = {
  subject: (p) => `${title(p)} · ${m.mail_return_subject_order({ reference: p.reference, shopName: p.shopName })}`,
  Email: (p) => (
    <Layout shopName={p.shopName} shopUrl={p.shopUrl} preview={title(p)} title={title(p)} footer={m.mail_return_footer()}>
      {body(p)
        .filter(Boolean)
        .map((text) => (
          <Text key={text} style={styles.text}>
            {text}
          </Text>
        ))}
      <Rows
        rows={p.lines.map((l) => {
          const row = lineRow(l);
          const wanted =
            p.kind === "exchange" && l.wantedColor !== null && l.wantedSize !== null
              ? ` → ${colourLabel(l.wantedColor)}, ${sizeLabel(l.wantedSize)}`
              : "";
          return { ...row, label: row.label + wanted };
        })}
      />
      <Action href={p.orderUrl}>{m.mail_see_order()}</Action>
    </Layout>
  ),
};
