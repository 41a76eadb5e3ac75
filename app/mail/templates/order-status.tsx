// To the shopper when one of their orders moves on: confirmed, shipped, delivered (order updates,
// which they may turn off) or cancelled (always sent).
import { Link, Text } from "@react-email/components";
import { Action, Layout, styles } from "./layout";
import type { MailTemplate, OrderFacts } from "./types";

export type StatusMailStatus = "confirmed" | "shipped" | "delivered" | "cancelled";

const TITLE: Record<StatusMailStatus, string> = {
  confirmed: "Your order is confirmed",
  shipped: "Your order is on its way",
  delivered: "Your order is delivered",
  cancelled: "Your order is cancelled",
};

function Shipment({ p }: { p: OrderFacts }) {
  if (!p.courier && !p.trackingNumber && !p.trackingUrl) return null;
  return (
    <>
      {p.courier || p.trackingNumber ? (
        <Text style={styles.text}>
          {p.courier ? `Courier: ${p.courier}` : ""}
          {p.courier && p.trackingNumber ? ". " : ""}
          {p.trackingNumber ? `Tracking number (AWB): ${p.trackingNumber}` : ""}
        </Text>
      ) : null}
      {p.trackingUrl ? (
        <Text style={styles.text}>
          <Link href={p.trackingUrl}>Track the parcel</Link>
        </Text>
      ) : null}
    </>
  );
}

function Content({ p }: { p: OrderFacts & { status: StatusMailStatus } }) {
  const item = `${p.line.name} (${p.line.color}, ${p.line.size}) × ${p.line.quantity}`;
  switch (p.status) {
    case "confirmed":
      return (
        <Text style={styles.text}>
          {p.shopName} has confirmed {item}.{" "}
          {p.deliveryMode === "in-shop" ? "They will tell you when to pick it up." : "They will send it soon."}
        </Text>
      );
    case "shipped":
      return (
        <>
          <Text style={styles.text}>
            {p.shopName} has sent {item} to {p.shippingAddress}.
          </Text>
          <Shipment p={p} />
        </>
      );
    case "delivered":
      return <Text style={styles.text}>{item} is delivered. We hope you like it.</Text>;
    case "cancelled":
      return (
        <Text style={styles.text}>
          {item} is cancelled.{" "}
          {p.paid
            ? `${p.shopName} will refund what you paid for it; you will get an e-mail when the refund is recorded.`
            : "Nothing is due for it."}
        </Text>
      );
  }
}

export const orderStatus: MailTemplate<OrderFacts & { status: StatusMailStatus }> = {
  subject: (p) => `${TITLE[p.status]}: ${p.line.name} (order ${p.reference}, ${p.shopName})`,
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={TITLE[p.status]}
      title={TITLE[p.status]}
      footer={
        p.status === "cancelled"
          ? "You get this e-mail because it is about your order."
          : "You get order updates because you ordered here. You can turn them off in Your Profile at the shop."
      }
    >
      <Content p={p} />
      <Action href={p.orderUrl}>See your order</Action>
    </Layout>
  ),
};
