// To the shopper when the checkout is placed: what, where, how to pay (transactional).
import { Link, Text } from "@react-email/components";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { Action, Layout, Rows, styles } from "./layout";
import type { CheckoutFacts, MailTemplate } from "./types";

export function LinesAndTotals({ p }: { p: CheckoutFacts }) {
  const t = p.totals;
  return (
    <Rows
      rows={[
        ...p.lines.map((l) => ({ label: `${l.name} (${l.color}, ${l.size}) × ${l.quantity}`, value: formatPaise(l.totalPaise) })),
        ...(t.discountPaise ? [{ label: "Discount", value: `− ${formatPaise(t.discountPaise)}` }] : []),
        ...(t.deliveryFeePaise ? [{ label: "Delivery", value: formatPaise(t.deliveryFeePaise) }] : []),
        ...(t.codFeePaise ? [{ label: "Cash on delivery fee", value: formatPaise(t.codFeePaise) }] : []),
        { label: "Total", value: formatPaise(t.totalPaise), strong: true },
      ]}
    />
  );
}

export function DeliveryLine({ p }: { p: Pick<CheckoutFacts, "deliveryMode" | "shippingAddress" | "shopName"> }) {
  return p.deliveryMode === "in-shop" ? (
    <Text style={styles.text}>You will pick it up at {p.shopName}.</Text>
  ) : (
    <Text style={styles.text}>Delivery to: {p.shippingAddress}</Text>
  );
}

function HowToPay({ p }: { p: CheckoutFacts }) {
  const amount = formatPaise(p.totals.totalPaise);
  switch (p.paymentMethod) {
    case "upi":
      return (
        <>
          <Text style={styles.text}>
            Pay {amount} by UPI{p.payeeUpiId ? ` to ${p.payeeUpiId}` : ""}
            {p.dueAt ? ` by ${formatDateTime(p.dueAt)}` : ""}, then give the 12-digit UTR on the payment screen. An order not paid by then
            is cancelled.
          </Text>
          {p.payUrl ? <Action href={p.payUrl}>Pay {amount} by UPI</Action> : null}
        </>
      );
    case "cod":
      return <Text style={styles.text}>Pay {amount} in cash when it is delivered.</Text>;
    case "pay_at_shop":
      return <Text style={styles.text}>Pay {amount} at the shop.</Text>;
    default:
      return <Text style={styles.text}>{p.shopName} will tell you how to pay.</Text>;
  }
}

export const orderPlaced: MailTemplate<CheckoutFacts> = {
  subject: (p) => `Your order ${p.reference} at ${p.shopName}`,
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={`We have your order of ${formatPaise(p.totals.totalPaise)}.`}
      title={`Thank you, ${p.customerName}: your order is placed`}
      footer="You get this e-mail because you placed this order."
    >
      <Text style={styles.text}>
        Order {p.reference}, placed {formatDateTime(p.placedAt)}.
      </Text>
      <LinesAndTotals p={p} />
      <DeliveryLine p={p} />
      <HowToPay p={p} />
      <Text style={styles.text}>
        <Link href={p.orderUrl}>See your order</Link>
      </Text>
      {p.invoice ? (
        <Text style={styles.text}>
          <Link href={p.invoice.url}>Download invoice {p.invoice.number} (PDF)</Link>
        </Text>
      ) : null}
    </Layout>
  ),
};
