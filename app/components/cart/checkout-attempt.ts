// Which checkout id (the server's idempotency key) the cart sends with an order. A retry or double
// click of the same request keeps its id, so the server replays instead of ordering twice; any
// other request (other lines, quantities, address, delivery mode, payment method, coupon or business
// buyer) gets a new id, because the server refuses a used id with a different request (409) rather
// than replaying the old orders.

export interface AttemptRequest {
  addressId: string;
  deliveryMode: string;
  lines: ReadonlyArray<{ productId: string; color: string; size: string; quantity: number }>;
  paymentMethod?: string;
  couponCode?: string;
  buyerGstin?: string;
  buyerName?: string;
}

/** What identifies a request: names and prices are not part of it (the server re-reads those). */
export const attemptKey = (r: AttemptRequest) =>
  JSON.stringify([
    r.addressId,
    r.deliveryMode,
    r.lines.map((l) => [l.productId, l.color, l.size, l.quantity]),
    r.paymentMethod ?? "",
    r.couponCode ?? "",
    r.buyerGstin ?? "",
    r.buyerName ?? "",
  ]);

export class CheckoutAttempt {
  private id: string;
  /** The request last sent with `id`; null while the id is unused. */
  private sentKey: string | null = null;

  constructor(private readonly newId: () => string) {
    this.id = newId();
  }

  /** The id to send this request with. */
  idFor(request: AttemptRequest): string {
    const key = attemptKey(request);
    if (this.sentKey !== null && this.sentKey !== key) this.id = this.newId();
    this.sentKey = key;
    return this.id;
  }

  /** After the orders were placed, or when the server says the id is spent on another request. */
  renew(): void {
    this.id = this.newId();
    this.sentKey = null;
  }
}
