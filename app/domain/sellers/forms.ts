// Seller-side forms: opening a shop at /register and editing the shop profile. Browser-safe, so the
// register page can suggest and check a handle while the person types.
import { z } from "zod";
import * as m from "~/i18n/messages";
import { wholeNumber } from "~/utils/form-schema";

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 40;
// Same rule as the seller_handle_format CHECK in db/schema/sellers.ts, plus a minimum length.
const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Handles that would shadow a platform route (app/routes.ts) or that we may want for one later.
 * A shop lives at /{handle}, so every top-level path must stay out of this namespace.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "admin",
  "about",
  "exports",
  "unsubscribe",
  "login",
  "logout",
  "language",
  "register",
  "api",
  "media",
  "assets",
  "auth",
  "blog",
  "privacy",
  "terms",
  "faq",
  // public/categories/ holds the main categories' pictures.
  "categories",
  "feedback",
  "healthz",
  "metrics",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "forgot-password",
  "reset-password",
  "dashboard",
  "cart",
  "checkout",
  "orders",
  "product",
  "products",
  "help",
  "contact",
  "support",
  "features",
  "account",
  "settings",
  "static",
  "www",
  "haat",
  "shop",
  "shops",
  "seller",
  "sellers",
  "search",
  "new",
]);

export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX || !HANDLE_PATTERN.test(handle)) {
    return m.seller_handle_format({ min: HANDLE_MIN, max: HANDLE_MAX });
  }
  if (/--/.test(handle)) return m.seller_handle_double_hyphen();
  if (RESERVED_HANDLES.has(handle)) return m.seller_handle_reserved({ handle });
  return null;
}

/** "Lakshmi Sarees & Co." → "lakshmi-sarees-co": a valid handle suggestion from a shop name. */
export function suggestHandle(shopName: string): string {
  let handle = shopName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, HANDLE_MAX)
    .replace(/-+$/, "");
  if (!handle) return "";
  if (handle.length < HANDLE_MIN || RESERVED_HANDLES.has(handle)) handle = `${handle}-shop`;
  return handle;
}

/** Said when a free-looking handle turns out to be someone else's (at submit, or as it is checked). */
export const takenHandle = () => m.seller_handle_taken();

// Conform sends an empty field as missing: the type error and min(1) say the same for both. The
// messages are functions, so each parse speaks the request's language (app/utils/form-schema.ts's
// requiredText takes a ready string, made at import).
const text = (message: () => string, max = 120) => z.string({ error: message }).trim().min(1, { error: message }).max(max);
const phoneDigits = () => m.seller_phone_digits();
const phone = z
  .string({ error: phoneDigits })
  .trim()
  .regex(/^\d{10}$/, { error: phoneDigits });
const email = () => text(() => m.seller_enter_email(), 200).pipe(z.email({ error: () => m.seller_valid_email() }));
const choose = () => m.seller_choose_handle();
const passwordMin = () => m.seller_password_min();
const lowStock = () => m.seller_low_stock_number();

export const SellerRegisterSchema = z.object({
  ownerName: text(() => m.seller_enter_your_name()),
  email: email(),
  password: z.string({ error: passwordMin }).min(6, { error: passwordMin }).max(128),
  shopName: text(() => m.seller_enter_shop_name()),
  handle: z
    .string({ error: choose })
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      const problem = v ? handleProblem(v) : choose();
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  phone,
  location: text(() => m.seller_enter_location(), 200),
});
export type SellerRegisterInput = z.input<typeof SellerRegisterSchema>;

export const ShopProfileSchema = z.object({
  shopName: text(() => m.seller_enter_shop_name()),
  ownerName: text(() => m.seller_enter_owner()),
  email: email(),
  phone,
  location: text(() => m.seller_enter_location(), 200),
  // Optional; the server checks that it exists (app/domain/pincodes). Absent: unchanged.
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: () => m.pin_not_six_digits() })
    .optional(),
  /** Sizes at or below this many pieces are low stock (Today and the morning e-mail); absent: unchanged. */
  lowStockThreshold: wholeNumber(lowStock)
    .pipe(z.number().min(0, { error: lowStock }).max(1000, { error: lowStock }))
    .optional(),
});
export type ShopProfileInput = z.input<typeof ShopProfileSchema>;
