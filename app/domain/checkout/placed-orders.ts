// What placing a checkout answers, the same whether its order was created now or replayed from an
// earlier attempt with the same checkout id: a type of its own, shared by the placing and the replay.
import type { DeliveryMode, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import type { CheckoutTotals } from "./totals";

export interface PlacedLine {
  lineNo: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  pricePaise: number;
  totalPaise: number;
}

export interface PlacedOrder {
  /** The order's id, which is the checkout id it was placed with. */
  orderId: string;
  /** The order number the shopper and the seller see everywhere (orderNumber). */
  number: string;
  totals: CheckoutTotals;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryMode: DeliveryMode;
  customerName: string;
  lines: PlacedLine[];
  /** True when this checkout id had already been placed: nothing new was written. */
  replayed: boolean;
}
