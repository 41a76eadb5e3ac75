// The seller's one-tap WhatsApp messages to the shopper on the order page (docs/decisions/0078):
// wa.me links with the text filled in; the seller's own WhatsApp sends them, Haat sends nothing.

import type { OrderStatus, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { Locale } from "~/i18n/locales";
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
  /** The shopper's language for the texts (null: English). */
  shopperLocale?: Locale | null;
  /** A return of this order is approved and the goods are not back yet: the message asking to send them. */
  returnApproved?: boolean;
}

export interface OrderMessage {
  key: "confirmed" | "shipped" | "out-for-delivery" | "payment-reminder" | "cod-confirm" | "returned" | "return-approved";
  label: string;
  href: string;
}

/**
 * The messages that apply to this order, as wa.me links; none when the shopper's number is not a
 * valid mobile. The payment reminder only while the shopper can still pay (the 'Pay now' rule).
 * Labels follow the seller's language; the texts go to the shopper, in theirs (`shopperLocale`, their
 * account's choice; English when they never chose).
 */
export function orderMessages(f: OrderMessageFacts, now = new Date()): OrderMessage[] {
  const at = { locale: f.shopperLocale ?? undefined };
  const hello = m.dash_wa_hello({ customer: f.customerName, shop: f.shopName }, at);
  const reference = f.reference;
  const details = trackingLine(f.tracking, at.locale);
  const texts: [OrderMessage["key"], string, string][] = [
    ["confirmed", m.account_wa_label_confirmed(), m.dash_wa_text_confirmed({ hello, reference }, at)],
    [
      "shipped",
      m.account_status_shipped(),
      m.dash_wa_text_shipped({ hello, reference, details: details ? ` ${details}` : "", track: `${f.shopUrl}/track` }, at),
    ],
    ["out-for-delivery", m.account_wa_label_out_for_delivery(), m.dash_wa_text_out_for_delivery({ hello, reference }, at)],
  ];
  if (f.status === "returned") texts.push(["returned", m.dash_wa_label_returned(), m.dash_wa_text_returned({ hello, reference }, at)]);
  if (f.returnApproved)
    texts.push(["return-approved", m.dash_wa_label_return_approved(), m.dash_wa_text_return_approved({ hello, reference }, at)]);
  const p = f.payment;
  if (p && canPayNow({ paymentMethod: p.method, paymentStatus: p.status, paymentDueAt: p.dueAt }, now))
    texts.push([
      "payment-reminder",
      m.account_wa_label_payment_reminder(),
      m.dash_wa_text_payment_reminder(
        { hello, reference, amount: formatPaise(p.totalPaise), link: `${f.shopUrl}/pay/${p.checkoutId}` },
        at,
      ),
    ]);
  if (p && f.codConfirmUrl)
    texts.push([
      "cod-confirm",
      m.account_wa_label_cod_confirm(),
      m.dash_wa_text_cod_confirm(
        { hello, reference, amount: formatPaise(p.totalPaise), link: `${new URL(f.shopUrl).origin}${f.codConfirmUrl}` },
        at,
      ),
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
