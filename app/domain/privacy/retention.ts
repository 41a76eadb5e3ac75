// How long Haat keeps each kind of personal data: the one place the periods live
// (docs/decisions/0140-data-fiduciaries-and-retention.md). The nightly `prune-personal-data` job
// deletes what is past its time; the privacy notice prints this table.
import { istDay } from "~/utils/dates";

const DAY = 24 * 60 * 60 * 1000;

export const RETENTION_DAYS = {
  /** A guest's cart untouched this long is deleted. */
  guestCart: 90,
  /** An order never paid (its UPI window expired: no invoice) loses the shopper's name, number and address this long after its due time. */
  unpaidCheckout: 90,
  /** A bank credit that confirmed no order (docs/decisions/0134-bank-credits-kept.md). */
  unmatchedBankCredit: 90,
  /** Sign-in sessions, e-mail verification and password-reset tokens: deleted once expired, plus this. */
  expiredSession: 0,
  expiredToken: 0,
  /** Sign-in and form rate-limit counters, after their last request. */
  rateLimitCounter: 1,
  /** A data export's archive can be downloaded this long, then it and its file are deleted. */
  dataExport: 7,
  /** An account asked to be deleted is erased after this cooling-off window, unless the person cancels. */
  accountDeletionCoolingOff: 14,
  /** The access log: at least a year (DPDP Rules 2025, reasonable security safeguards). */
  accessLog: 365,
  /** A handled data-rights request or grievance, the record that it was answered. */
  handledPrivacyRequest: 365,
  /** The most a deleted account can survive in the backups (the backup set's oldest copy). */
  backups: 35,
} as const;

/**
 * Orders, invoices and credit notes are tax records, kept TAX_RECORD_YEARS whole financial years after
 * the year they belong to ends: longer than the GST law's 72 months from the annual return's due date
 * (CGST Act s.36, Rule 56) and the Income-tax Rules' six years from the assessment year's end (Rule 6F)
 * (docs/decisions/0142-past-the-tax-years.md). Then they lose their shopper.
 */
export const TAX_RECORD_YEARS = 8;

/**
 * The moment before which an order is past its tax years at `now`: 1 April, 00:00 IST, of the year
 * TAX_RECORD_YEARS before the financial year `now` is in began.
 */
export function taxRecordsCutoff(now: Date): Date {
  const [year, month] = istDay(now).split("-").map(Number);
  const yearStart = month >= 4 ? year : year - 1;
  return new Date(`${yearStart - TAX_RECORD_YEARS}-04-01T00:00:00+05:30`);
}

/** A data-rights request or grievance is answered within this many days (the Rules allow at most 90). */
export const PRIVACY_REQUEST_DUE_DAYS = 30;

export type RetainedKind = keyof typeof RETENTION_DAYS;

/** The moment before which a kind's rows are past their time at `now`. */
export function retentionCutoff(kind: RetainedKind, now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS[kind] * DAY);
}

/** `from` moved forward by a number of days (due dates, expiries). */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY);
}
