// Reading a shop's payment settings and delivery rules (written by the dashboard's Payments page).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRules, paymentSettings } from "~/db/schema";
import type { ShopPaymentMethod } from "~/db/schema/values";
import { type DeliveryRules, NO_DELIVERY_RULES } from "./delivery";

export interface PaymentSettings {
  upiId: string;
  payeeName: string;
  acceptsUpi: boolean;
  acceptsCod: boolean;
  acceptsPayAtShop: boolean;
  codFeePaise: number;
  codMaxOrderPaise: number | null;
  paymentWindowHours: number;
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
};

export interface ShopPayments {
  settings: PaymentSettings;
  rules: DeliveryRules;
}

/** The methods a shop has switched on, in the order the shopper sees them. */
export function acceptedMethods(s: PaymentSettings): ShopPaymentMethod[] {
  const methods: ShopPaymentMethod[] = [];
  if (s.acceptsUpi && s.upiId) methods.push("upi");
  if (s.acceptsCod) methods.push("cod");
  if (s.acceptsPayAtShop) methods.push("pay_at_shop");
  return methods;
}

type Reader = Pick<Database, "select">;

export async function loadShopPayments(db: Reader, sellerId: string): Promise<ShopPayments> {
  const [[settings], [rules]] = await Promise.all([
    db.select().from(paymentSettings).where(eq(paymentSettings.sellerId, sellerId)),
    db.select().from(deliveryRules).where(eq(deliveryRules.sellerId, sellerId)),
  ]);
  return {
    settings: settings
      ? {
          upiId: settings.upiId,
          payeeName: settings.payeeName,
          acceptsUpi: settings.acceptsUpi,
          acceptsCod: settings.acceptsCod,
          acceptsPayAtShop: settings.acceptsPayAtShop,
          codFeePaise: settings.codFeePaise,
          codMaxOrderPaise: settings.codMaxOrderPaise,
          paymentWindowHours: settings.paymentWindowHours,
        }
      : DEFAULT_PAYMENT_SETTINGS,
    rules: rules
      ? {
          flatFeePaise: rules.flatFeePaise,
          freeAbovePaise: rules.freeAbovePaise,
          area: rules.area,
          state: rules.state,
          pincodes: rules.pincodes,
        }
      : NO_DELIVERY_RULES,
  };
}
