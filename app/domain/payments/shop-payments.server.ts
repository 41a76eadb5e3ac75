// Reading a shop's payment settings and delivery rules (written by the dashboard's Payments page).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRules, paymentSettings } from "~/db/schema";
import { type DeliveryRules, NO_DELIVERY_RULES } from "./delivery";
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from "./methods";

// The pure parts live in methods.ts (browser-safe); re-exported for server callers.
export { acceptedMethods, DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from "./methods";

export interface ShopPayments {
  settings: PaymentSettings;
  rules: DeliveryRules;
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
