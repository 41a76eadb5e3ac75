// What the e-mail templates are given: facts read from the database when the message is sent, never
// formatted text (each template words and formats them, so a catalogue can replace its texts). The
// domain reads them (./mail-facts.server.ts); app/mail's templates render them.
import type {
  DataExportKind,
  DeliveryMode,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ReturnKind,
  ReturnReason,
  ReturnRequestReason,
  ReturnRequestStatus,
} from "~/db/schema/values";
import type { CheckoutTotals } from "~/domain/checkout/totals";

export interface ShopFacts {
  shopName: string;
  /** The storefront: BASE_URL/{shop}. */
  shopUrl: string;
}

export interface LineFacts {
  name: string;
  color: string;
  size: string;
  quantity: number;
  totalPaise: number;
  /** The line's picture as an absolute URL (mail clients load nothing relative); null without one. */
  imageUrl: string | null;
}

export interface CheckoutFacts extends ShopFacts {
  /** The order number the shopper and seller both see (orderNumber). */
  reference: string;
  placedAt: Date;
  customerName: string;
  lines: LineFacts[];
  totals: CheckoutTotals;
  deliveryMode: DeliveryMode;
  shippingAddress: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** UPI: the payment screen BASE_URL/{shop}/pay/{checkoutId}, the payee and the deadline. */
  payUrl: string | null;
  payeeUpiId: string | null;
  dueAt: Date | null;
  utr: string | null;
  refundPaise: number | null;
  refundUtr: string | null;
  /** The shopper's order page, or the seller's dashboard order page. */
  orderUrl: string;
  /** Cash on delivery not yet confirmed: the shopper's signed one-tap confirmation page (no login needed). */
  codConfirmUrl?: string | null;
}

export interface OrderFacts extends ShopFacts {
  reference: string;
  status: OrderStatus;
  /** The lines still ordered (a line the seller cancelled is not). */
  lines: LineFacts[];
  /** The order's total: what is paid or to be collected. */
  totalPaise: number;
  paymentStatus: PaymentStatus;
  deliveryMode: DeliveryMode;
  shippingAddress: string;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  orderUrl: string;
  /** The order's invoice (or bill of supply) as a PDF, and its number: issued when the goods leave; null before. */
  invoice: { number: string; url: string } | null;
  /** True when the checkout was paid or collected: a cancelled order then says a refund follows. */
  paid: boolean;
  /** Why the parcel came back to the seller (status 'returned'); null otherwise. */
  returnReason: ReturnReason | null;
}

export interface LineCancelledFacts extends OrderFacts {
  /** The line the seller cancelled. */
  cancelled: LineFacts;
  /** Paid already: what comes back to the shopper (0 when nothing was paid). */
  refundDuePaise: number;
}

export interface LowStockFacts extends ShopFacts {
  threshold: number;
  rows: Array<{ name: string; color: string; size: string; stock: number }>;
  productsUrl: string;
}

export interface ReturnFacts extends ShopFacts {
  reference: string;
  /** Where the recipient follows it: the shopper's order page, or the seller's. */
  orderUrl: string;
  status: ReturnRequestStatus;
  kind: ReturnKind;
  reason: ReturnRequestReason;
  note: string;
  customerName: string;
  /** The returned lines; for an exchange, each with the colour and size wanted. */
  lines: Array<LineFacts & { wantedColor: string | null; wantedSize: string | null }>;
  declineReason: string | null;
  refundPaise: number | null;
  refundUtr: string | null;
  courier: string | null;
  trackingNumber: string | null;
}

/** A data export is ready (docs/decisions/0140-data-fiduciaries-and-retention.md): the platform's or the shop's name heads the message. */
export interface DataExportFacts extends ShopFacts {
  kind: DataExportKind;
  /** The export's page, which asks the person to sign in and then downloads. */
  exportUrl: string;
  bytes: number;
  expiresAt: string;
}

/** An account asked to be deleted: when, and how to keep it. */
export interface AccountDeletionFacts extends ShopFacts {
  /** When the account will be erased (ISO). */
  erasesOn: string;
  /** Where the person signs in to keep their account. */
  signInUrl: string;
}
