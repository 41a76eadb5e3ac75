// Who read or changed personal data in the dashboard and the admin console, kept a year for a
// breach's investigation (RETENTION_DAYS.accessLog; the nightly prune deletes older rows). One insert
// per access, run beside the page's own reads.
import { and, count, desc, eq, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accessLog, seller, user } from "~/db/schema";
import type { AccessAction } from "~/db/schema/values";
import { clampPage } from "~/utils/paging";
import type { AccessSubjectKind } from "./access-kinds";

export interface AccessEntry {
  actor: { id: string; role: string };
  action: AccessAction;
  /**
   * What was looked at: in the dashboard 'customer', 'customers', 'customers.csv', 'order', 'orders',
   * 'invoice', 'credit-note', 'packing-slip', 'gstr1.csv', 'shop-export'; in the admin 'users', 'user',
   * 'sellers', 'inbox'; anyone's 'export-archive' (labels in access-kinds.ts).
   */
  subjectKind: AccessSubjectKind;
  subjectId?: string | null;
  /** Whose personal data it was, when one person's. */
  subjectUserId?: string | null;
  /** The shop whose dashboard it was read in. */
  sellerId?: string | null;
  ip?: string | null;
}

export async function recordAccess(db: Pick<Database, "insert">, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({
    actorUserId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    sellerId: entry.sellerId ?? null,
    ipAddress: entry.ip ?? null,
  });
}

export const ACCESS_LOG_PAGE_SIZE = 50;

/**
 * The log for the admin, newest first: all of it, or one person's (as actor or subject), or one shop's.
 * Whose data and where, not the order ids read: the admin console never shows a shop's orders.
 */
export async function listAccessLog(db: Database, opts: { user?: string; shop?: string; page?: number }) {
  const person = opts.user?.trim();
  const shop = opts.shop?.trim().toLowerCase().replace(/^\//, "");
  const filter = and(
    person ? or(eq(accessLog.actorUserId, person), eq(accessLog.subjectUserId, person)) : undefined,
    shop ? eq(seller.handle, shop) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(accessLog).leftJoin(seller, eq(seller.id, accessLog.sellerId)).where(filter);
  const pageCount = Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE));
  const page = Math.min(clampPage(opts.page), pageCount);
  const rows = await db
    .select({
      id: accessLog.id,
      actorUserId: accessLog.actorUserId,
      actorRole: accessLog.actorRole,
      /** The actor's e-mail while the account exists (the log keeps only ids). */
      actorEmail: user.email,
      action: accessLog.action,
      subjectKind: accessLog.subjectKind,
      subjectUserId: accessLog.subjectUserId,
      shop: seller.handle,
      ipAddress: accessLog.ipAddress,
      createdAt: accessLog.createdAt,
    })
    .from(accessLog)
    .leftJoin(seller, eq(seller.id, accessLog.sellerId))
    .leftJoin(user, eq(user.id, accessLog.actorUserId))
    .where(filter)
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE)
    .offset((page - 1) * ACCESS_LOG_PAGE_SIZE);
  return { rows, total, page, pageCount };
}
