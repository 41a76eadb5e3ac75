// A shopper's e-mail choice (docs/decisions/0076-messages-through-the-queue.md): order updates
// (confirmed, shipped, delivered) may be turned off; order placed, payment and cancellation mail
// always goes. No row means everything on.

import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailPreference, user } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import type { Locale } from "~/i18n/locales";
import * as m from "~/i18n/messages";

export async function getOrderUpdates(db: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: mailPreference.orderUpdates }).from(mailPreference).where(eq(mailPreference.userId, userId));
  return row?.on ?? true;
}

/** Saves the checkbox: "true" or "false" as the form sends it; anything else is refused (400). */
export async function setOrderUpdates(db: Database, userId: string, raw: unknown): Promise<boolean> {
  if (raw !== "true" && raw !== "false")
    throw new DomainError("invalid_preference", m.account_choose_order_updates(), { field: "orderUpdates" });
  const on = raw === "true";
  await db
    .insert(mailPreference)
    .values({ userId, orderUpdates: on })
    .onConflictDoUpdate({ target: mailPreference.userId, set: { orderUpdates: on, updatedAt: new Date() } });
  return on;
}

/** The language anyone's e-mails are written in (user.locale): the one they last chose with the language switcher. */
export async function setMailLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  // Not an erased account's row (a language chosen while its erasure commits changes nothing).
  await db
    .update(user)
    .set({ locale })
    .where(and(eq(user.id, userId), isNull(user.erasedAt)));
}
