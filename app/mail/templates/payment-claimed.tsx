// To the seller when the shopper says they paid by UPI: check the UTR, then confirm or say not received.
import { Text } from "@react-email/components";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import type { CheckoutFacts, MailTemplate } from "./types";

export const paymentClaimed: MailTemplate<CheckoutFacts> = {
  subject: (p) => `Payment to check: ${formatPaise(p.totals.totalPaise)} for order ${p.reference}`,
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={`UTR ${p.utr ?? ""}`}
      title={`${p.customerName} says they paid ${formatPaise(p.totals.totalPaise)}`}
      footer="You get this e-mail because this shop's e-mail address is yours on Haat."
    >
      <Text style={styles.text}>
        UTR: {p.utr}
        {p.payeeUpiId ? ` (to ${p.payeeUpiId})` : ""}
      </Text>
      <Text style={styles.text}>
        Look for this UTR in your UPI app or bank statement, then mark the payment paid, or not received if it is not there.
      </Text>
      <Action href={p.orderUrl}>Check the payment</Action>
    </Layout>
  ),
};
