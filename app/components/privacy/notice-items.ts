// The privacy notice's table of what is kept (docs/decisions/0140-data-fiduciaries-and-retention.md):
// each kind of data with why, how long and who sees it. Every period is printed from retention.ts,
// the one place the prune job reads too, so the notice cannot drift from what is done.
import { PRIVACY_REQUEST_DUE_DAYS, RETENTION_DAYS, TAX_RECORD_YEARS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";

export interface NoticeItem {
  what: string;
  why: string;
  keep: string;
  who: string;
}

const days = (n: number) => ({ days: String(n) });
const years = { years: String(TAX_RECORD_YEARS) };

export const shopperItems = (): NoticeItem[] => [
  {
    what: m.privacy_notice_account_what(),
    why: m.privacy_notice_account_why(),
    keep: m.privacy_notice_account_keep(days(RETENTION_DAYS.accountDeletionCoolingOff)),
    who: m.privacy_notice_who_account(),
  },
  {
    what: m.privacy_notice_addresses_what(),
    why: m.privacy_notice_addresses_why(),
    keep: m.privacy_notice_until_deleted(),
    who: m.privacy_notice_who_you_shop_admin(),
  },
  {
    what: m.privacy_notice_carts_what(),
    why: m.privacy_notice_carts_why(),
    keep: m.privacy_notice_carts_keep(days(RETENTION_DAYS.guestCart)),
    who: m.privacy_notice_who_you_admin(),
  },
  {
    what: m.privacy_notice_orders_what(),
    why: m.privacy_notice_orders_why(),
    keep: m.privacy_notice_orders_keep({ ...years, ...days(RETENTION_DAYS.unpaidCheckout) }),
    who: m.privacy_notice_who_you_shop_admin(),
  },
  {
    what: m.privacy_notice_invoices_what(),
    why: m.privacy_notice_invoices_why(),
    keep: m.privacy_notice_tax_years(years),
    who: m.privacy_notice_who_you_shop_admin(),
  },
  {
    what: m.privacy_notice_returns_what(),
    why: m.privacy_notice_returns_why(),
    keep: m.privacy_notice_returns_keep(),
    who: m.privacy_notice_who_you_shop_admin(),
  },
  {
    what: m.privacy_notice_reviews_what(),
    why: m.privacy_notice_reviews_why(),
    keep: m.privacy_notice_until_deleted(),
    who: m.privacy_notice_who_public(),
  },
  {
    what: m.privacy_notice_wishlist_what(),
    why: m.privacy_notice_wishlist_why(),
    keep: m.privacy_notice_until_deleted(),
    who: m.privacy_notice_who_you_admin(),
  },
  {
    what: m.privacy_notice_messages_what(),
    why: m.privacy_notice_messages_why(),
    keep: m.privacy_notice_messages_keep(days(RETENTION_DAYS.handledPrivacyRequest)),
    who: m.privacy_notice_who_admin(),
  },
  {
    what: m.privacy_notice_consent_what(),
    why: m.privacy_notice_consent_why(),
    keep: m.privacy_notice_consent_keep(),
    who: m.privacy_notice_who_you_admin(),
  },
  {
    what: m.privacy_notice_sessions_what(),
    why: m.privacy_notice_sessions_why(),
    keep: m.privacy_notice_sessions_keep(days(RETENTION_DAYS.rateLimitCounter)),
    who: m.privacy_notice_who_admin(),
  },
  {
    what: m.privacy_notice_exports_what(),
    why: m.privacy_notice_exports_why(),
    keep: m.privacy_notice_exports_keep(days(RETENTION_DAYS.dataExport)),
    who: m.privacy_notice_who_you(),
  },
  {
    what: m.privacy_notice_access_log_what(),
    why: m.privacy_notice_access_log_why(),
    keep: m.privacy_notice_days(days(RETENTION_DAYS.accessLog)),
    who: m.privacy_notice_who_admin(),
  },
];

export const sellerItems = (): NoticeItem[] => [
  {
    what: m.privacy_notice_shop_what(),
    why: m.privacy_notice_shop_why(),
    keep: m.privacy_notice_shop_keep(days(RETENTION_DAYS.accountDeletionCoolingOff)),
    who: m.privacy_notice_who_shop_public(),
  },
  {
    what: m.privacy_notice_shop_orders_what(),
    why: m.privacy_notice_shop_orders_why(),
    keep: m.privacy_notice_tax_years(years),
    who: m.privacy_notice_who_you_admin(),
  },
  {
    what: m.privacy_notice_bank_what(),
    why: m.privacy_notice_bank_why(),
    keep: m.privacy_notice_bank_keep({ ...years, ...days(RETENTION_DAYS.unmatchedBankCredit) }),
    who: m.privacy_notice_who_you_admin(),
  },
  {
    what: m.privacy_notice_seller_log_what(),
    why: m.privacy_notice_seller_log_why(),
    keep: m.privacy_notice_seller_log_keep(days(RETENTION_DAYS.accessLog)),
    who: m.privacy_notice_who_admin(),
  },
];

/** The rights and where each is used, in the notice's words. */
export const rights = (): string[] => [
  m.privacy_notice_right_access(),
  m.privacy_notice_right_correction(),
  m.privacy_notice_right_erasure({
    ...days(RETENTION_DAYS.accountDeletionCoolingOff),
    backups: String(RETENTION_DAYS.backups),
    ...years,
  }),
  m.privacy_notice_right_consent(),
  m.privacy_notice_right_grievance(days(PRIVACY_REQUEST_DUE_DAYS)),
  m.privacy_notice_right_nominate(),
  m.privacy_notice_right_board(),
];
