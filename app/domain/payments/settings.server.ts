// Saving a shop's payment settings and delivery rules (the dashboard's Payments & delivery page);
// reading them is loadShopPayments (shop-payments.server.ts). One row per shop, upserted, always
// keyed by the signed-in owner's seller id: no id from the form is ever used. The values come from
// settings-forms.ts's schemas; the table's CHECKs hold the same rules for any other caller.
import type { Database } from "~/db/client.server";
import { deliveryRules, paymentSettings } from "~/db/schema";
import type { DeliveryRules } from "./delivery";
import type { PaymentSettings } from "./shop-payments.server";

export async function savePaymentSettings(db: Database, sellerId: string, settings: PaymentSettings): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ sellerId, ...settings })
    .onConflictDoUpdate({ target: paymentSettings.sellerId, set: { ...settings, updatedAt: new Date() } });
}

export async function saveDeliveryRules(db: Database, sellerId: string, rules: DeliveryRules): Promise<void> {
  await db
    .insert(deliveryRules)
    .values({ sellerId, ...rules })
    .onConflictDoUpdate({ target: deliveryRules.sellerId, set: { ...rules, updatedAt: new Date() } });
}
