// The e-mail that confirms a request to delete an account: read when sent, so a request cancelled
// (or made again) since it was queued sends nothing.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { seller, user } from "~/db/schema";
import { erasesOn } from "~/domain/privacy/account-deletion.server";
import type { AccountDeletionFacts } from "./facts";
import type { MailFacts } from "./mail-facts.server";

export async function accountDeletionMailFacts(
  db: Database,
  baseUrl: string,
  job: { userId: string; sellerId: string; requestedAt: string },
): Promise<MailFacts<AccountDeletionFacts> | null> {
  const [row] = await db
    .select({ email: user.email, locale: user.locale, at: user.deletionRequestedAt, handle: seller.handle, shopName: seller.shopName })
    .from(user)
    .innerJoin(seller, eq(seller.id, job.sellerId))
    .where(and(eq(user.id, job.userId), isNull(user.erasedAt)));
  if (!row?.at || row.at.getTime() !== new Date(job.requestedAt).getTime()) return null;
  const shopUrl = `${baseUrl}/${row.handle}`;
  return {
    recipient: { to: row.email, locale: row.locale },
    facts: { shopName: row.shopName, shopUrl, erasesOn: erasesOn(row.at).toISOString(), signInUrl: `${shopUrl}/login` },
  };
}
