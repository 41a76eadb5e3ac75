// Opening a shop: a better-auth user (through its own sign-up endpoint, so password rules, rate
// limits and the session cookie are exactly a normal sign-up's), promoted to seller, plus its
// seller row. If the shop cannot be made, the new user is removed again: no half-made accounts.
import { eq } from "drizzle-orm";
import { authErrorMessage, authFailureInit, authRequest, cookiesOf } from "~/auth/auth-api.server";
import { type RouteContext, servicesContext } from "~/context";
import { seller, user } from "~/db/schema";
import { SellerRegisterSchema, TAKEN_HANDLE } from "./forms";
import type { Shop } from "./shops.server";

export class SellerFormError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly status = 400,
    /** Retry-After when the account service refused with 429. */
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = e as { code?: string; constraint?: string } | null;
    if (pg?.code === "23505" && (!constraint || pg.constraint === constraint)) return true;
  }
  return false;
}

export async function isHandleTaken(context: RouteContext, handle: string): Promise<boolean> {
  const [row] = await context.get(servicesContext).db.select({ id: seller.id }).from(seller).where(eq(seller.handle, handle)).limit(1);
  return Boolean(row);
}

/** Creates the seller account and shop; returns the shop and the new session's cookies. */
export async function registerSeller(context: RouteContext, request: Request, input: unknown): Promise<{ shop: Shop; headers: Headers }> {
  const parsed = SellerRegisterSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SellerFormError(issue?.message ?? "Please check the form.", issue?.path[0]?.toString());
  }
  const form = parsed.data;
  const email = form.email.toLowerCase();
  // Checked first so a taken handle never creates a user; the unique key below settles races.
  if (await isHandleTaken(context, form.handle)) throw new SellerFormError(TAKEN_HANDLE, "handle");

  const response = await authRequest(context, request, "/sign-up/email", {
    name: form.ownerName,
    email,
    password: form.password,
    mobile: form.phone,
  });
  if (!response.ok) {
    const message = await authErrorMessage(response.clone(), "Failed to create account. Please try again.");
    const init = authFailureInit(response, 400);
    throw new SellerFormError(message, "email", init.status, init.headers);
  }
  const body = (await response.clone().json()) as { user: { id: string } };
  const userId = body.user.id;
  const { db } = context.get(servicesContext);
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
    return { shop, headers: cookiesOf(response) };
  } catch (error) {
    // Sessions and accounts go with the user (on delete cascade).
    await db.delete(user).where(eq(user.id, userId));
    if (isUniqueViolation(error)) throw new SellerFormError(TAKEN_HANDLE, "handle");
    throw error;
  }
}
