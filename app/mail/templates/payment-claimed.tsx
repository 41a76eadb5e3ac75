// To the seller when the shopper says they paid by UPI: check the UTR, then confirm or say not received.
import { Text } from "@react-email/components";
import type { CheckoutFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import type { MailTemplate } from "./types";

export const paymentClaimed: MailTemplate<CheckoutFacts> = {
  subject: (p) => m.mail_claimed_subject({ total: formatPaise(p.totals.totalPaise), reference: p.reference }),
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={`UTR ${p.utr ?? ""}`} // i18n-ignore: a code, the same in every language
      title={m.mail_claimed_title({ customerName: p.customerName, total: formatPaise(p.totals.totalPaise) })}
      footer={m.mail_footer_shop_email()}
    >
      <Text style={styles.text}>
        {m.mail_claimed_utr({ utr: p.utr ?? "" })}
        {p.payeeUpiId ? m.mail_claimed_to({ upiId: p.payeeUpiId }) : ""}
      </Text>
      <Text style={styles.text}>{m.mail_claimed_body()}</Text>
      <Action href={p.orderUrl}>{m.mail_claimed_check()}</Action>
    </Layout>
  ),
};
