// A shop's payment settings and the methods they switch on. Pure and browser-safe.
import type { CodLateAction, CodShippingRule, ShopPaymentMethod } from "~/db/schema/values";

export interface PaymentSettings {
  upiId: string;
  payeeName: string;
  acceptsUpi: boolean;
  acceptsCod: boolean;
  acceptsPayAtShop: boolean;
  codFeePaise: number;
  codMaxOrderPaise: number | null;
  paymentWindowHours: number;
  /** Cash on delivery: ship all, or only what the shopper confirmed; hours to confirm; then flag or cancel; pincodes without COD. */
  codShipping: CodShippingRule;
  codConfirmHours: number;
  codLateAction: CodLateAction;
  codOffPincodes: string[];
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  upiId: "",
  payeeName: "",
  acceptsUpi: false,
  acceptsCod: false,
  acceptsPayAtShop: false,
  codFeePaise: 0,
  codMaxOrderPaise: null,
  paymentWindowHours: 24,
  codShipping: "ship_all",
  codConfirmHours: 24,
  codLateAction: "flag",
  codOffPincodes: [],
};

/** The methods a shop has switched on, in the order the shopper sees them. */
export function acceptedMethods(s: PaymentSettings): ShopPaymentMethod[] {
  const methods: ShopPaymentMethod[] = [];
  if (s.acceptsUpi && s.upiId) methods.push("upi");
  if (s.acceptsCod) methods.push("cod");
  if (s.acceptsPayAtShop) methods.push("pay_at_shop");
  return methods;
}
