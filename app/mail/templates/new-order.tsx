// To the seller when a checkout is placed: the order, the customer, how it is paid.
import { Text } from "@react-email/components";
import type { PaymentMethod } from "~/db/schema/values";
import type { CheckoutFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import { DeliveryLine, LinesAndTotals } from "./order-placed";
import type { MailTemplate } from "./types";

/** The payment method in the recipient's language (a function: messages are read at render time). */
const methodLabel = (method: PaymentMethod) =>
  ({ none: m.mail_method_none, upi: m.mail_method_upi, cod: m.mail_method_cod, pay_at_shop: m.mail_method_pay_at_shop })[method]();

export const newOrder: MailTemplate<CheckoutFacts> = {
  // A checkout is one order however many lines it has (docs/decisions/0128-one-order-per-purchase.md), named by its number.
  subject: (p) => m.mail_new_order_subject({ reference: p.reference, shopName: p.shopName, total: formatPaise(p.totals.totalPaise) }),
  Email: (p) => {
    const pieces = p.lines.reduce((n, l) => n + l.quantity, 0);
    return (
      <Layout
        shopName={p.shopName}
        shopUrl={p.shopUrl}
        preview={(pieces === 1 ? m.mail_new_order_preview_one : m.mail_new_order_preview_other)({
          customerName: p.customerName,
          count: pieces,
        })}
        title={m.mail_new_order_title({ customerName: p.customerName })}
        footer={m.mail_footer_shop_email()}
      >
        <Text style={styles.text}>{m.mail_new_order_summary({ reference: p.reference, method: methodLabel(p.paymentMethod) })}</Text>
        <LinesAndTotals p={p} />
        <DeliveryLine p={p} />
        <Action href={p.orderUrl}>{m.mail_new_order_open()}</Action>
      </Layout>
    );
  },
};
