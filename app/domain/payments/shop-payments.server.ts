// Reading what a shop charges: its payment settings, delivery rules and return terms (the dashboard's
// Payments page) and its GST profile (the Shop profile page), in one query — the quote and every
// checkout read them.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRules, paymentSettings, returnPolicy, seller } from "~/db/schema";
import type { TaxProfile } from "~/domain/invoices/tax";
import type { ReturnPolicy } from "~/domain/returns/shown";
import { type DeliveryRules, NO_DELIVERY_RULES } from "./delivery";
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from "./methods";

// The pure parts live in methods.ts (browser-safe); re-exported for server callers.
export { acceptedMethods, DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from "./methods";

export interface ShopPayments {
  settings: PaymentSettings;
  rules: DeliveryRules;
  tax: TaxProfile;
  /** What the shop takes back (no row: no returns), said before purchase. */
  returns: ReturnPolicy;
}

type Reader = Pick<Database, "select">;

export async function loadShopPayments(db: Reader, sellerId: string): Promise<ShopPayments> {
  const [row] = await db
    .select({
      settings: paymentSettings,
      rules: deliveryRules,
      gstStatus: seller.gstStatus,
      gstState: seller.gstState,
      returnDays: returnPolicy.windowDays,
      exchanges: returnPolicy.exchanges,
      returnPhotos: returnPolicy.photos,
    })
    .from(seller)
    .leftJoin(paymentSettings, eq(paymentSettings.sellerId, seller.id))
    .leftJoin(deliveryRules, eq(deliveryRules.sellerId, seller.id))
    .leftJoin(returnPolicy, eq(returnPolicy.sellerId, seller.id))
    .where(eq(seller.id, sellerId));
  const settings = row?.settings;
  const rules = row?.rules;
  return {
    tax: row ? { status: row.gstStatus, state: row.gstState } : { status: "unregistered", state: "" },
    returns: { windowDays: row?.returnDays ?? 0, exchanges: row?.exchanges ?? false, photos: row?.returnPhotos ?? false },
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
          codShipping: settings.codShipping,
          codConfirmHours: settings.codConfirmHours,
          codLateAction: settings.codLateAction,
          codOffPincodes: settings.codOffPincodes,
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
