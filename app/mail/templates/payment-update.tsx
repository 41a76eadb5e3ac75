// To the shopper when their payment changes: received, not received, refunded, or the window ended
// (the order is then cancelled). All transactional.
import { Text } from "@react-email/components";
import type { CheckoutFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import { LinesAndTotals } from "./order-placed";
import type { MailTemplate } from "./types";

export type PaymentUpdateStatus = "paid" | "collected" | "not_received" | "refunded" | "expired";
export type PaymentUpdateFacts = CheckoutFacts & { event: PaymentUpdateStatus };

function title(p: PaymentUpdateFacts): string {
  switch (p.event) {
    case "paid":
    case "collected":
      return m.mail_payment_received({ total: formatPaise(p.totals.totalPaise) });
    case "not_received":
      return m.mail_payment_not_received();
    case "refunded":
      return m.mail_payment_refunded({ amount: formatPaise(p.refundPaise ?? 0) });
    case "expired":
      return m.mail_payment_expired();
  }
}

function Content({ p }: { p: PaymentUpdateFacts }) {
  const { shopName, reference } = p;
  switch (p.event) {
    case "paid":
    case "collected":
      return <Text style={styles.text}>{m.mail_payment_paid_body({ shopName, reference })}</Text>;
    case "not_received": {
      const utr = p.utr ? m.mail_payment_with_utr({ utr: p.utr }) : "";
      const by = p.dueAt ? m.mail_payment_again_by({ due: formatDateTime(p.dueAt) }) : "";
      return (
        <>
          <Text style={styles.text}>{m.mail_payment_not_received_body({ shopName, reference, utr, by })}</Text>
          {p.payUrl ? <Action href={p.payUrl}>{m.mail_payment_open_screen()}</Action> : null}
        </>
      );
    }
    case "refunded": {
      const amount = formatPaise(p.refundPaise ?? 0);
      const utr = p.refundUtr ? m.mail_payment_refund_utr({ utr: p.refundUtr }) : "";
      return <Text style={styles.text}>{m.mail_payment_refunded_body({ shopName, amount, reference, utr })}</Text>;
    }
    case "expired": {
      const due = p.dueAt ? formatDateTime(p.dueAt) : m.mail_payment_deadline();
      return <Text style={styles.text}>{m.mail_payment_expired_body({ reference, due, shopName })}</Text>;
    }
  }
}

export const paymentUpdate: MailTemplate<PaymentUpdateFacts> = {
  subject: (p) => m.mail_payment_subject({ title: title(p), reference: p.reference, shopName: p.shopName }),
  Email: (p) => (
    <Layout shopName={p.shopName} shopUrl={p.shopUrl} preview={title(p)} title={title(p)} footer={m.mail_payment_footer()}>
      <Content p={p} />
      <LinesAndTotals p={p} />
      <Action href={p.orderUrl}>{m.mail_see_order()}</Action>
    </Layout>
  ),
};
