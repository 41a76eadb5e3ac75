// The shopper's data export: everything Haat holds about them (shopper-data.server.ts) as
// data.json, one CSV per table-like kind, index.html for a phone and README.txt, worded in the
// language they last chose.
import { withLocale } from "~/i18n/locale.server";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";
import { csvOf, type DataRow, htmlPage } from "./archive-writers";
import type { ArchiveEntry } from "./archive-zip.server";
import type { ArchiveBuilder } from "./exports.server";
import { gatherShopperData, type ShopperData } from "./shopper-data.server";

/** Each kind's heading in the page and README, in the archive's order. */
const TITLES: Record<keyof ShopperData, () => string> = {
  account: m.privacy_export_section_account,
  signInMethods: m.privacy_export_section_sign_in_methods,
  sessions: m.privacy_export_section_sessions,
  addresses: m.privacy_export_section_addresses,
  cartLines: m.privacy_export_section_cart_lines,
  orders: m.privacy_export_section_orders,
  orderLines: m.privacy_export_section_order_lines,
  orderStatusHistory: m.privacy_export_section_order_status_history,
  paymentHistory: m.privacy_export_section_payment_history,
  invoices: m.privacy_export_section_invoices,
  returns: m.privacy_export_section_returns,
  returnLines: m.privacy_export_section_return_lines,
  reviews: m.privacy_export_section_reviews,
  reviewVotes: m.privacy_export_section_review_votes,
  wishlist: m.privacy_export_section_wishlist,
  shopCustomerRecords: m.privacy_export_section_shop_customer_records,
  mailPreferences: m.privacy_export_section_mail_preferences,
  consents: m.privacy_export_section_consents,
  privacyRequests: m.privacy_export_section_privacy_requests,
  dataExports: m.privacy_export_section_data_exports,
};

/** orderStatusHistory → order-status-history.csv */
const csvName = (kind: string) => `${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.csv`;

const tables = (data: ShopperData) =>
  (Object.keys(TITLES) as (keyof ShopperData)[]).map((kind) => {
    const value = data[kind];
    return { kind, title: TITLES[kind](), rows: Array.isArray(value) ? value : [value as DataRow] };
  });

/** One person's data is small: gathered at once, then written through the same zip writer as a shop's. */
export const shopperArchive: ArchiveBuilder = async function* ({ db }, { userId }) {
  const found = await gatherShopperData(db, userId);
  if (!found) throw new Error(`no account ${userId} to export`);
  const { locale, data } = found;
  yield* withLocale(locale, () => {
    const all = tables(data);
    const intro = [
      m.privacy_export_archive_intro(),
      m.privacy_export_archive_formats(),
      m.privacy_export_archive_no_mail(),
      m.privacy_export_archive_left_out(),
    ];
    const files: ArchiveEntry[] = [
      { path: "data.json", content: `${JSON.stringify(data, null, 2)}\n` },
      {
        path: "index.html",
        content: htmlPage({
          lang: getLocale(),
          title: m.privacy_export_archive_title(),
          intro,
          empty: m.privacy_export_archive_empty(),
          sections: all,
        }),
      },
    ];
    const listed: string[] = [];
    for (const { kind, title, rows } of all) {
      if (!rows.length) continue;
      files.push({ path: csvName(kind), content: csvOf(rows) });
      listed.push(`- ${csvName(kind)}: ${title} (${rows.length})`);
    }
    const readme = [m.privacy_export_archive_title(), "", ...intro.flatMap((p) => [p, ""]), ...listed, ""].join("\r\n");
    files.push({ path: "README.txt", content: readme });
    return files;
  });
};
