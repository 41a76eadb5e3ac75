// What placing a checkout answers, the same whether its orders were created now or replayed from an
// earlier attempt with the same checkout id: a type of its own, shared by the placing and the replay.
import type { DeliveryMode, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import type { CheckoutTotals } from "./totals";

export interface PlacedOrder {
  id: string;
  lineNo: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  pricePaise: number;
  totalPaise: number;
}

export interface PlacedOrders {
  checkoutId: string;
  totals: CheckoutTotals;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryMode: DeliveryMode;
  customerName: string;
  orders: PlacedOrder[];
  /** True when this checkout id had already been placed: nothing new was written. */
  replayed: boolean;
}
