// A seller's whole shop as one archive (issue 39: "so the shop can move to another Haat install or
// elsewhere"): the catalogue the import reads back (with images), the sales, the tax documents, the
// shop's settings and a README in English and Hindi saying what each file holds.
import * as m from "~/i18n/messages";
import type { ArchiveBuilder } from "./exports.server";
import { catalogEntries } from "./shop-archive-catalog.server";
import { documentEntries } from "./shop-archive-documents.server";
import { salesEntries } from "./shop-archive-sales.server";
import { shopEntries } from "./shop-archive-shop.server";

export const shopArchive: ArchiveBuilder = async function* (deps, subject) {
  const { sellerId } = subject;
  if (!sellerId) throw new Error("a shop export needs its shop");
  yield { path: "README.txt", content: readme() };
  yield* catalogEntries(deps, sellerId);
  yield* salesEntries(deps.db, sellerId);
  yield* shopEntries(deps.db, sellerId);
  yield* documentEntries(deps, sellerId);
};

/** Each file with what it holds, in both languages of the app (the archive is read outside it). */
const README_LINES = [
  ["", m.privacy_shop_readme_intro],
  ["products.csv", m.privacy_shop_readme_products],
  ["images/", m.privacy_shop_readme_images],
  ["categories.csv", m.privacy_shop_readme_categories],
  ["customers.csv", m.privacy_shop_readme_customers],
  ["orders.csv", m.privacy_shop_readme_orders],
  ["order-lines.csv", m.privacy_shop_readme_order_lines],
  ["payments.csv", m.privacy_shop_readme_payments],
  ["returns.csv", m.privacy_shop_readme_returns],
  ["invoices/", m.privacy_shop_readme_invoices],
  ["credit-notes/", m.privacy_shop_readme_credit_notes],
  ["coupons.csv", m.privacy_shop_readme_coupons],
  ["reviews.csv", m.privacy_shop_readme_reviews],
  ["shop.json", m.privacy_shop_readme_shop],
] as const;

function readme(): string {
  const text = (locale: "en" | "hi") =>
    README_LINES.map(([file, say]) => (file ? `${file}\r\n  ${say({}, { locale })}` : say({}, { locale }))).join("\r\n\r\n");
  return `${text("en")}\r\n\r\n----\r\n\r\n${text("hi")}\r\n`;
}
