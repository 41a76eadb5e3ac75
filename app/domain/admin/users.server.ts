import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { roleChange, seller, user } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import { clampPage } from "~/utils/paging";
import { ADMIN_PAGE_SIZE } from "./sellers.server";

export async function searchUsers(db: Database, opts: { q?: string; page?: number }) {
  const q = opts.q?.trim();
  const where = q ? or(ilike(user.email, containsPattern(q)), ilike(user.name, containsPattern(q))) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(user).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(clampPage(opts.page), pageCount);
  const users = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt, shop: seller.handle })
    .from(user)
    .leftJoin(seller, eq(seller.ownerUserId, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), user.email)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { users, total, page, pageCount };
}

export const AdminRoleSchema = z.object({
  userId: z.string("Unknown user.").min(1, "Unknown user."),
  admin: z.enum(["true", "false"], "Choose to grant or revoke admin.").transform((v) => v === "true"),
});

/**
 * Grants or revokes admin. Revoking gives back the role the account would otherwise have
 * (seller when it owns a shop). The last admin can never be demoted, even by two admins at once:
 * the admin rows are locked for the check.
 */
export async function setAdmin(db: Database, actorUserId: string, input: z.infer<typeof AdminRoleSchema>) {
  return db.transaction(async (tx) => {
    const admins = await tx.execute<{ id: string }>(sql`select id from "user" where role = 'admin' for update`);
    const [target] = await tx
      .select({ id: user.id, role: user.role, shop: seller.id, erasedAt: user.erasedAt })
      .from(user)
      .leftJoin(seller, eq(seller.ownerUserId, user.id))
      .where(eq(user.id, input.userId));
    if (!target) throw new DomainError("user_not_found", "That user does not exist.", { status: 404 });
    if (target.erasedAt)
      throw new DomainError("account_erased", "That account was deleted at its owner's request; it has no role to change.", {
        status: 409,
      });
    const toRole = input.admin ? "admin" : target.shop ? "seller" : "customer";
    if (target.role === toRole) return { changed: false, role: toRole };
    if (target.role === "admin" && admins.rows.length <= 1)
      throw new DomainError("last_admin", "The last admin cannot be demoted. Make someone else an admin first.", { status: 409 });
    await tx.update(user).set({ role: toRole, updatedAt: new Date() }).where(eq(user.id, target.id));
    await tx.insert(roleChange).values({ userId: target.id, actorUserId, fromRole: target.role, toRole });
    return { changed: true, role: toRole };
  });
}

export async function recentRoleChanges(db: Database, limit = 20) {
  return db
    .select({
      id: roleChange.id,
      fromRole: roleChange.fromRole,
      toRole: roleChange.toRole,
      createdAt: roleChange.createdAt,
      userEmail: sql<string>`(select email from "user" u where u.id = "role_change"."user_id")`,
      actorEmail: sql<string | null>`(select email from "user" u where u.id = "role_change"."actor_user_id")`,
    })
    .from(roleChange)
    .orderBy(desc(roleChange.createdAt))
    .limit(limit);
}
