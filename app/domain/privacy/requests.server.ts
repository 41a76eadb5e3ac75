// Data-rights requests and grievances: stored for the admin inbox with the date they must be
// answered by (PRIVACY_REQUEST_DUE_DAYS after they arrive).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { privacyRequest, seller } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import type { PrivacyRequestInput } from "./forms";
import { daysAfter, PRIVACY_REQUEST_DUE_DAYS } from "./retention";

/**
 * `sellerId`: the shop whose pages it was sent from; otherwise the shop named in the form, by its
 * web address (an unknown one is refused at its field). `userId`: the sender, when signed in.
 */
export async function createPrivacyRequest(
  db: Database,
  input: PrivacyRequestInput & { sellerId?: string | null; userId?: string | null },
  now = new Date(),
) {
  let sellerId = input.sellerId ?? null;
  const handle = input.shop?.replace(/^.*\//, "").toLowerCase();
  if (!sellerId && handle) {
    const [shop] = await db.select({ id: seller.id }).from(seller).where(eq(seller.handle, handle));
    if (!shop) throw new DomainError("unknown_shop", m.privacy_request_shop_unknown(), { field: "shop" });
    sellerId = shop.id;
  }
  const [row] = await db
    .insert(privacyRequest)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      message: input.message,
      sellerId,
      userId: input.userId ?? null,
      dueAt: daysAfter(now, PRIVACY_REQUEST_DUE_DAYS),
      createdAt: now,
    })
    .returning({ id: privacyRequest.id, dueAt: privacyRequest.dueAt });
  return row;
}
