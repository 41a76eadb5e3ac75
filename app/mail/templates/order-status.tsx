// To the shopper when their order moves on: confirmed, shipped, delivered (order updates,
// which they may turn off), cancelled or returned to the seller undelivered (always sent).
import { Link, Text } from "@react-email/components";
import type { OrderFacts } from "~/domain/notifications/facts";
import { returnReasonLabel } from "~/domain/orders/returned";
import { orderTotalLabel, PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { Action, Layout, Rows, styles } from "./layout";
import { lineRow, lineText } from "./lines";
import type { MailTemplate } from "./types";

export type StatusMailStatus = "confirmed" | "shipped" | "delivered" | "cancelled" | "returned";

/** The order ended without the goods: no lines and total, but what is owed (nothing, or a refund). */
const ended = (status: StatusMailStatus) => status === "cancelled" || status === "returned";

const title = (status: StatusMailStatus) =>
  ({
    confirmed: m.mail_status_confirmed,
    shipped: m.mail_status_shipped,
    delivered: m.mail_status_delivered,
    cancelled: m.mail_status_cancelled,
    returned: m.mail_status_returned,
  })[status]();

function Shipment({ p }: { p: OrderFacts }) {
  if (!p.courier && !p.trackingNumber && !p.trackingUrl) return null;
  const parts = [
    p.courier ? m.mail_courier({ courier: p.courier }) : "",
    p.trackingNumber ? m.mail_tracking_number({ number: p.trackingNumber }) : "",
  ].filter(Boolean);
  return (
    <>
      {parts.length > 0 ? <Text style={styles.text}>{parts.join(m.mail_sentence_gap())}</Text> : null}
      {p.trackingUrl ? (
        <Text style={styles.text}>
          <Link href={p.trackingUrl}>{m.mail_track_parcel()}</Link>
        </Text>
      ) : null}
    </>
  );
}

/** What an order that ended undelivered still means for the shopper's money. */
const owed = (p: OrderFacts) => (p.paid ? m.mail_status_cancelled_refund({ shopName: p.shopName }) : m.mail_status_cancelled_nothing_due());

function Content({ p }: { p: OrderFacts & { status: StatusMailStatus } }) {
  const item = p.lines.map(lineText).join(m.mail_sentence_gap());
  switch (p.status) {
    case "confirmed": {
      const next = p.deliveryMode === "in-shop" ? m.mail_status_confirmed_pickup() : m.mail_status_confirmed_send();
      return <Text style={styles.text}>{`${m.mail_status_confirmed_body({ shopName: p.shopName, item })} ${next}`}</Text>;
    }
    case "shipped":
      return (
        <>
          <Text style={styles.text}>{m.mail_status_shipped_body({ shopName: p.shopName, item, address: p.shippingAddress })}</Text>
          <Shipment p={p} />
        </>
      );
    case "delivered":
      return <Text style={styles.text}>{m.mail_status_delivered_body({ item })}</Text>;
    case "cancelled":
      return <Text style={styles.text}>{`${m.mail_status_cancelled_body({ item })} ${owed(p)}`}</Text>;
    case "returned": {
      const body = m.mail_status_returned_body({ item, shopName: p.shopName });
      const why = p.returnReason ? m.mail_status_returned_reason({ reason: returnReasonLabel(p.returnReason) }) : "";
      return <Text style={styles.text}>{[body, why, owed(p)].filter(Boolean).join(" ")}</Text>;
    }
  }
}

/** The order as it stands: its lines with their pictures, its total named as paid or to pay, and the payment's status. */
export function OrderLinesAndTotal({ p }: { p: OrderFacts }) {
  return (
    <>
      <Rows rows={[...p.lines.map(lineRow), { label: orderTotalLabel(p.paymentStatus), value: formatPaise(p.totalPaise), strong: true }]} />
      <Text style={styles.muted}>
        {m.mail_order_payment_status({ reference: p.reference, status: PAYMENT_STATUS_LABEL[p.paymentStatus] })}
      </Text>
    </>
  );
}

export const orderStatus: MailTemplate<OrderFacts & { status: StatusMailStatus }> = {
  subject: (p) =>
    m.mail_status_subject({ title: title(p.status), name: p.lines[0]?.name ?? "", reference: p.reference, shopName: p.shopName }),
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={title(p.status)}
      title={title(p.status)}
      footer={ended(p.status) ? m.mail_status_footer_cancelled() : m.mail_status_footer_updates()}
    >
      <Content p={p} />
      {ended(p.status) ? null : <OrderLinesAndTotal p={p} />}
      {/* The document of goods that left (the facts are read when the mail is sent, maybe later). */}
      {p.invoice && (p.status === "shipped" || p.status === "delivered") ? (
        <Text style={styles.text}>
          <Link href={p.invoice.url}>{m.mail_download_invoice({ number: p.invoice.number })}</Link>
        </Text>
      ) : null}
      <Action href={p.orderUrl}>{m.mail_see_order()}</Action>
    </Layout>
  ),
};
