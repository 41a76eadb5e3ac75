// Opening a shop: a better-auth user (through its own sign-up endpoint, so password rules, rate
// limits and the session cookie are exactly a normal sign-up's), promoted to seller, plus its
// seller row. If the shop cannot be made, the new user is removed again: no half-made accounts.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { seller, user } from "~/db/schema";
import { DomainError, invalidInput } from "~/domain/errors";
import { SellerRegisterSchema, takenHandle } from "./forms";
import type { Shop } from "./shops.server";

export async function isHandleTaken(db: Database, handle: string): Promise<boolean> {
  const [row] = await db.select({ id: seller.id }).from(seller).where(eq(seller.handle, handle)).limit(1);
  return Boolean(row);
}

/**
 * Creating the account at the account service (better-auth: route support passes one bound to the
 * request, app/http/auth-api.server.ts signUpWith): the new user and its session cookies. A refusal
 * throws a DomainError.
 */
export type SignUp = (account: {
  name: string;
  email: string;
  password: string;
  mobile: string;
}) => Promise<{ userId: string; headers: Headers }>;

const handleTaken = () => new DomainError("handle_taken", takenHandle(), { field: "handle" });

/**
 * Creates the seller account (through `signUp`, the account service) and the shop; returns the shop
 * and the new session's cookies. Refusals are DomainErrors at their field: every invalid field
 * (invalid_input), `handle_taken`, the account service's own (`email_taken`, `rate_limited`, …).
 */
export async function registerSeller(db: Database, signUp: SignUp, input: unknown): Promise<{ shop: Shop; headers: Headers }> {
  const parsed = SellerRegisterSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const form = parsed.data;
  const email = form.email.toLowerCase();
  // Checked first so a taken handle never creates a user; the unique key below settles races.
  if (await isHandleTaken(db, form.handle)) throw handleTaken();

  const { userId, headers } = await signUp({ name: form.ownerName, email, password: form.password, mobile: form.phone });
  try {
    const shop = await db.transaction(async (tx) => {
      await tx.update(user).set({ role: "seller" }).where(eq(user.id, userId));
      const [created] = await tx
        .insert(seller)
        .values({
          handle: form.handle,
          ownerUserId: userId,
          shopName: form.shopName,
          ownerName: form.ownerName,
          email,
          phone: form.phone,
          location: form.location,
        })
        .returning();
      return created;
    });
    return { shop, headers };
  } catch (error) {
    // Sessions and accounts go with the user (on delete cascade).
    await db.delete(user).where(eq(user.id, userId));
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
}
