// What the data-rights duties keep (docs/decisions/0140-data-fiduciaries-and-retention.md): consent
// to marketing given and withdrawn, data exports waiting to be downloaded, data-rights requests and
// grievances with their due dates, and the log of who read or changed personal data.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList } from "./columns";
import {
  ACCESS_ACTIONS,
  type AccessAction,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  type ConsentPurpose,
  type ConsentSource,
  DATA_EXPORT_KINDS,
  DATA_EXPORT_STATUSES,
  type DataExportKind,
  type DataExportStatus,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from "./values";

/** Each consent given or withdrawn, never updated: the latest row per user and purpose is the answer. */
export const consentEvent = pgTable(
  "consent_event",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<ConsentPurpose>().notNull(),
    given: boolean("given").notNull(),
    /** The privacy notice's version the person saw (app/domain/privacy/notice.ts NOTICE_VERSION). */
    noticeVersion: text("notice_version").notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_event_user_idx").on(t.userId, t.purpose, t.createdAt),
    check("consent_event_purpose_check", sql`${t.purpose} in (${inList(CONSENT_PURPOSES)})`),
    check("consent_event_source_check", sql`${t.source} in (${inList(CONSENT_SOURCES)})`),
  ],
);

/** An archive of a shopper's data or a whole shop, made by the job queue; only its requester downloads it, until it expires. */
export const dataExport = pgTable(
  "data_export",
  {
    id: id(),
    kind: text("kind").$type<DataExportKind>().notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The shop exported (kind 'shop'); no foreign key: this table stays off the shop-split nodes (app/db/distribution.ts). */
    sellerId: uuid("seller_id"),
    status: text("status").$type<DataExportStatus>().notNull().default("queued"),
    /** Where the archive lies in the media storage, once ready. */
    storageKey: text("storage_key"),
    bytes: bigint("bytes", { mode: "number" }),
    createdAt: createdAt(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("data_export_user_idx").on(t.userId, t.createdAt),
    index("data_export_expires_idx").on(t.expiresAt),
    check("data_export_kind_check", sql`${t.kind} in (${inList(DATA_EXPORT_KINDS)})`),
    check("data_export_status_check", sql`${t.status} in (${inList(DATA_EXPORT_STATUSES)})`),
    check("data_export_shop_check", sql`(${t.kind} = 'shop') = (${t.sellerId} is not null)`),
  ],
);

/** A data-rights request or grievance sent to the platform's grievance officer, answered by its due date. */
export const privacyRequest = pgTable(
  "privacy_request",
  {
    id: id(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    /** The account it came from, when signed in. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The shop it is about, if any (no foreign key, as data_export's). */
    sellerId: uuid("seller_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("privacy_request_open_idx").on(t.dueAt).where(sql`${t.handledAt} is null`),
    check("privacy_request_kind_check", sql`${t.kind} in (${inList(PRIVACY_REQUEST_KINDS)})`),
  ],
);

/**
 * Who read or changed personal data in the dashboard or admin, kept a year for a breach's
 * investigation. No foreign keys: the log outlives the accounts it names.
 */
export const accessLog = pgTable(
  "access_log",
  {
    id: id(),
    actorUserId: text("actor_user_id").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").$type<AccessAction>().notNull(),
    /** What was looked at: 'customer', 'order', 'customers.csv', 'shop-export', 'users', 'user'. */
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id"),
    /** Whose personal data it was, when one person's. */
    subjectUserId: text("subject_user_id"),
    /** The shop whose dashboard it was read in. */
    sellerId: uuid("seller_id"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("access_log_created_idx").on(t.createdAt),
    index("access_log_subject_user_idx").on(t.subjectUserId, t.createdAt),
    index("access_log_seller_idx").on(t.sellerId, t.createdAt),
    check("access_log_action_check", sql`${t.action} in (${inList(ACCESS_ACTIONS)})`),
  ],
);
