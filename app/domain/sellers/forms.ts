// Seller-side forms: opening a shop at /register and editing the shop profile. Browser-safe, so the
// register page can suggest and check a handle while the person types.
import { z } from "zod";
import { m } from "~/i18n/m";
import { requiredText } from "~/utils/form-schema";

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 40;
// Same rule as the seller_handle_format CHECK in db/schema/shop.ts, plus a minimum length.
const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Handles that would shadow a platform route (app/routes.ts) or that we may want for one later.
 * A shop lives at /{handle}, so every top-level path must stay out of this namespace.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "admin",
  "about",
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
    return `Shop link must be ${HANDLE_MIN} to ${HANDLE_MAX} characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit.`;
  }
  if (/--/.test(handle)) return "Shop link cannot have two hyphens in a row.";
  if (RESERVED_HANDLES.has(handle)) return `“${handle}” is reserved. Please choose another shop link.`;
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

export const TAKEN_HANDLE = "That shop link is already taken. Please choose another.";

// Conform sends an empty field as missing: requiredText and z.string(message) say the same for both.
const text = (message: string, max = 120) => requiredText(message, max);
const phone = z
  .string("Phone number must be 10 digits.")
  .trim()
  .regex(/^\d{10}$/, "Phone number must be 10 digits.");

export const SellerRegisterSchema = z.object({
  ownerName: text("Please enter your name."),
  email: text("Please enter your email address.", 200).pipe(z.email("Please enter a valid email address.")),
  password: z.string("Password must be at least 6 characters").min(6, "Password must be at least 6 characters").max(128),
  shopName: text("Please enter a shop name."),
  handle: z
    .string("Please choose a shop link.")
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      const problem = v ? handleProblem(v) : "Please choose a shop link.";
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  phone,
  location: text("Please enter your shop's location.", 200),
});
export type SellerRegisterInput = z.input<typeof SellerRegisterSchema>;

export const ShopProfileSchema = z.object({
  shopName: text("Please enter a shop name."),
  ownerName: text("Please enter the owner's name."),
  email: text("Please enter your email address.", 200).pipe(z.email("Please enter a valid email address.")),
  phone,
  location: text("Please enter your shop's location.", 200),
  // Optional; the server checks that it exists (app/domain/pincodes). Absent: unchanged.
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: () => m.pin_not_six_digits() })
    .optional(),
  /** Sizes at or below this many pieces are low stock (Today and the morning e-mail); absent: unchanged. */
  lowStockThreshold: z.coerce
    .number("Enter a whole number from 0 to 1000.")
    .int("Enter a whole number from 0 to 1000.")
    .min(0, "Enter a whole number from 0 to 1000.")
    .max(1000, "Enter a whole number from 0 to 1000.")
    .optional(),
});
export type ShopProfileInput = z.input<typeof ShopProfileSchema>;
