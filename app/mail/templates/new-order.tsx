// To the seller when a checkout is placed: the orders, the customer, how it is paid.
import { Text } from "@react-email/components";
import { PAYMENT_METHOD_LABEL } from "~/domain/payments/status";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import { DeliveryLine, LinesAndTotals } from "./order-placed";
import type { CheckoutFacts, MailTemplate } from "./types";

export const newOrder: MailTemplate<CheckoutFacts> = {
  subject: (p) => {
    const n = p.lines.length;
    return `${n} new order${n === 1 ? "" : "s"} at ${p.shopName}: ${formatPaise(p.totals.totalPaise)}`;
  },
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={`${p.customerName} ordered ${p.lines.length === 1 ? "1 item" : `${p.lines.length} items`}.`}
      title={`New order from ${p.customerName}`}
      footer="You get this e-mail because this shop's e-mail address is yours on Haat."
    >
      <Text style={styles.text}>
        Order {p.reference}. Payment: {PAYMENT_METHOD_LABEL[p.paymentMethod]}.
      </Text>
      <LinesAndTotals p={p} />
      <DeliveryLine p={p} />
      <Action href={p.orderUrl}>Open the order</Action>
    </Layout>
  ),
};
