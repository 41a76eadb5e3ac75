// How long Haat keeps each kind of personal data: the one place the periods live
// (docs/decisions/0140-data-fiduciaries-and-retention.md). The nightly `prune-personal-data` job
// deletes what is past its time; the privacy notice prints this table.
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

/** Orders, invoices and credit notes are tax records: kept 8 years (CGST Act s.36 with Rule 56: 72 months after the annual return's due date). */
export const TAX_RECORD_YEARS = 8;

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
