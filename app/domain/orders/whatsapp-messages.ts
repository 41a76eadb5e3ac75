// The seller's one-tap WhatsApp messages to the shopper on the order page (docs/decisions/0078):
// wa.me links with the text filled in; the seller's own WhatsApp sends them, Haat sends nothing.

import type { OrderStatus, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { whatsappLink } from "~/utils/whatsapp";
import { canPayNow } from "./payable";
import { orderStatusWord } from "./status-words";
import { type Tracking, trackingLine } from "./tracking";

export interface OrderMessageFacts {
  reference: string;
  customerName: string;
  contactNumber: string;
  shopName: string;
  /** Absolute: `${BASE_URL}/${handle}`. */
  shopUrl: string;
  tracking: Tracking;
  /** The order's status: a parcel that came back adds the message asking whether to send it again. */
  status?: OrderStatus;
  payment: { method: PaymentMethod; status: PaymentStatus; checkoutId: string; totalPaise: number; dueAt: Date | null } | null;
  /** A COD order the shopper has not confirmed yet: its one-tap confirmation page, from the shop's root ("/{shop}/orders/…"). */
  codConfirmUrl?: string | null;
}

export interface OrderMessage {
  key: "confirmed" | "shipped" | "out-for-delivery" | "payment-reminder" | "cod-confirm" | "returned";
  label: string;
  href: string;
}

/**
 * The messages that apply to this order, as wa.me links; none when the shopper's number is not a
 * valid mobile. The payment reminder only while the shopper can still pay (the 'Pay now' rule).
 * Labels follow the seller's language; the texts stay English for now: they go to the shopper, whose
 * language the seller's page does not know.
 */
export function orderMessages(f: OrderMessageFacts, now = new Date()): OrderMessage[] {
  const hello = `Hello ${f.customerName}, this is ${f.shopName}.`;
  const order = `your order #${f.reference}`;
  const shippedDetails = trackingLine(f.tracking);
  const texts: [OrderMessage["key"], string, string][] = [
    ["confirmed", m.account_wa_label_confirmed(), `${hello} We have confirmed ${order}. We will message you when it ships.`],
    [
      "shipped",
      m.account_status_shipped(),
      `${hello} ${cap(order)} has been shipped${shippedDetails ? ` ${shippedDetails}` : ""}. Follow it at ${f.shopUrl}/track`,
    ],
    [
      "out-for-delivery",
      m.account_wa_label_out_for_delivery(),
      `${hello} ${cap(order)} is out for delivery today. Please keep your phone reachable.`,
    ],
  ];
  if (f.status === "returned")
    texts.push([
      "returned",
      m.dash_wa_label_returned(),
      `${hello} The courier could not deliver ${order} and brought it back to us. Reply here if you still want it, and tell us the right address and a good time to reach you.`,
    ]);
  const p = f.payment;
  if (p && canPayNow({ paymentMethod: p.method, paymentStatus: p.status, paymentDueAt: p.dueAt }, now))
    texts.push([
      "payment-reminder",
      m.account_wa_label_payment_reminder(),
      `${hello} ${cap(order)} is waiting for your UPI payment of ${formatPaise(p.totalPaise)}. Pay here: ${f.shopUrl}/pay/${p.checkoutId}`,
    ]);
  if (p && f.codConfirmUrl)
    texts.push([
      "cod-confirm",
      m.account_wa_label_cod_confirm(),
      `${hello} Please confirm ${order} for cash on delivery (${formatPaise(p.totalPaise)}) with one tap, and we will send it: ${new URL(f.shopUrl).origin}${f.codConfirmUrl}`,
    ]);
  return texts.flatMap(([key, label, text]) => {
    const href = whatsappLink(f.contactNumber, text);
    return href ? [{ key, label, href }] : [];
  });
}

/**
 * The text the order page's WhatsApp button opens the chat with: the items and what the shopper
 * pays for this order (after its share of the discount, with its shares of the fees), not the list price.
 */
export function orderSummaryText(o: {
  customerName: string;
  shopName: string;
  reference: string;
  items: readonly { name: string; color: string; size: string; quantity: number }[];
  amountPaise: number;
  status: OrderStatus;
}): string {
  return m.dash_whatsapp_summary({
    customer: o.customerName,
    shop: o.shopName,
    ref: o.reference,
    items: o.items.map((i) => `${i.name} (${colourLabel(i.color)}, ${sizeLabel(i.size)}) × ${i.quantity}`).join(", "),
    total: formatPaise(o.amountPaise),
    status: orderStatusWord(o.status),
  });
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
