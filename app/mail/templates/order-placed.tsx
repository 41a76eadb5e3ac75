// To the shopper when the checkout is placed: what, where, how to pay (transactional).
import { Link, Text } from "@react-email/components";
import { summaryRows } from "~/domain/checkout/summary-rows";
import type { CheckoutFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { Action, Layout, Rows, styles } from "./layout";
import { lineRow } from "./lines";
import type { MailTemplate } from "./types";

export function LinesAndTotals({ p }: { p: CheckoutFacts }) {
  const t = p.totals;
  return (
    <Rows
      rows={[
        ...p.lines.map(lineRow),
        // The same rows as the order pages (app/domain/checkout/summary-rows.ts), the total in bold.
        ...summaryRows(t).map((r) => ({ label: r.note ? `${r.label} (${r.note})` : r.label, value: r.value, strong: r.key === "total" })),
      ]}
    />
  );
}

export function DeliveryLine({ p }: { p: Pick<CheckoutFacts, "deliveryMode" | "shippingAddress" | "shopName"> }) {
  return (
    <Text style={styles.text}>
      {p.deliveryMode === "in-shop" ? m.mail_pickup_at({ shopName: p.shopName }) : m.mail_delivery_to({ address: p.shippingAddress })}
    </Text>
  );
}

function HowToPay({ p }: { p: CheckoutFacts }) {
  const amount = formatPaise(p.totals.totalPaise);
  switch (p.paymentMethod) {
    case "upi": {
      const to = p.payeeUpiId ? m.mail_pay_upi_to({ upiId: p.payeeUpiId }) : "";
      const by = p.dueAt ? m.mail_pay_upi_by({ due: formatDateTime(p.dueAt) }) : "";
      return (
        <>
          <Text style={styles.text}>{m.mail_pay_upi({ amount, to, by })}</Text>
          {p.payUrl ? <Action href={p.payUrl}>{m.mail_pay_upi_button({ amount })}</Action> : null}
        </>
      );
    }
    case "cod":
      return (
        <>
          <Text style={styles.text}>{m.mail_pay_cod({ amount })}</Text>
          {p.codConfirmUrl ? (
            <>
              <Text style={styles.text}>{m.mail_cod_confirm_ask({ shopName: p.shopName })}</Text>
              <Action href={p.codConfirmUrl}>{m.mail_cod_confirm_button({ amount })}</Action>
            </>
          ) : null}
        </>
      );
    case "pay_at_shop":
      return <Text style={styles.text}>{m.mail_pay_at_shop({ amount })}</Text>;
    default:
      return <Text style={styles.text}>{m.mail_pay_seller_tells({ shopName: p.shopName })}</Text>;
  }
}

export const orderPlaced: MailTemplate<CheckoutFacts> = {
  subject: (p) => m.mail_order_placed_subject({ reference: p.reference, shopName: p.shopName }),
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={m.mail_order_placed_preview({ total: formatPaise(p.totals.totalPaise) })}
      title={m.mail_order_placed_title({ customerName: p.customerName })}
      footer={m.mail_order_placed_footer()}
    >
      <Text style={styles.text}>{m.mail_order_placed_when({ reference: p.reference, placedAt: formatDateTime(p.placedAt) })}</Text>
      <LinesAndTotals p={p} />
      <DeliveryLine p={p} />
      <HowToPay p={p} />
      <Text style={styles.text}>
        <Link href={p.orderUrl}>{m.mail_see_order()}</Link>
      </Text>
    </Layout>
  ),
};
