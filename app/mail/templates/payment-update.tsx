// To the shopper when their payment changes: received, not received, refunded, or the window ended
// (the order is then cancelled). All transactional.
import { Text } from "@react-email/components";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import type { CheckoutFacts, MailTemplate } from "./types";

export type PaymentUpdateStatus = "paid" | "collected" | "not_received" | "refunded" | "expired";
export type PaymentUpdateFacts = CheckoutFacts & { event: PaymentUpdateStatus };

const TITLE: Record<PaymentUpdateStatus, (p: PaymentUpdateFacts) => string> = {
  paid: (p) => `Payment received: ${formatPaise(p.totals.totalPaise)}`,
  collected: (p) => `Payment received: ${formatPaise(p.totals.totalPaise)}`,
  not_received: () => "Your payment has not reached the seller",
  refunded: (p) => `Refund recorded: ${formatPaise(p.refundPaise ?? 0)}`,
  expired: () => "Your order is cancelled: it was not paid in time",
};

function Content({ p }: { p: PaymentUpdateFacts }) {
  switch (p.event) {
    case "paid":
    case "collected":
      return (
        <Text style={styles.text}>
          {p.shopName} has received your payment for order {p.reference}. Thank you.
        </Text>
      );
    case "not_received":
      return (
        <>
          <Text style={styles.text}>
            {p.shopName} could not find your UPI payment{p.utr ? ` with UTR ${p.utr}` : ""} for order {p.reference}. Please check the UTR in
            your UPI app and give it again{p.dueAt ? ` by ${formatDateTime(p.dueAt)}` : ""}, or pay if the payment did not go through.
          </Text>
          {p.payUrl ? <Action href={p.payUrl}>Open the payment screen</Action> : null}
        </>
      );
    case "refunded":
      return (
        <Text style={styles.text}>
          {p.shopName} has sent you back {formatPaise(p.refundPaise ?? 0)} for order {p.reference}
          {p.refundUtr ? ` (UTR ${p.refundUtr})` : ""}. It can take a few days to show in your account.
        </Text>
      );
    case "expired":
      return (
        <Text style={styles.text}>
          Order {p.reference} was not paid by {p.dueAt ? formatDateTime(p.dueAt) : "its deadline"}, so it is cancelled. If you paid, please
          contact {p.shopName}.
        </Text>
      );
  }
}

export const paymentUpdate: MailTemplate<PaymentUpdateFacts> = {
  subject: (p) => `${TITLE[p.event](p)} (order ${p.reference}, ${p.shopName})`,
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={TITLE[p.event](p)}
      title={TITLE[p.event](p)}
      footer="You get this e-mail because it is about the payment of your order."
    >
      <Content p={p} />
      <Action href={p.orderUrl}>See your order</Action>
    </Layout>
  ),
};
