// A shop's return policy (docs/decisions/0139-returns-and-exchanges.md): no row means no returns.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { returnPolicy } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import type { ReturnPolicySchema } from "./forms";
import type { ReturnPolicy } from "./shown";

export const NO_RETURNS: ReturnPolicy = { windowDays: 0, exchanges: false, photos: false };

export async function getReturnPolicy(db: DbOrTx, sellerId: string): Promise<ReturnPolicy> {
  const [row] = await db
    .select({ windowDays: returnPolicy.windowDays, exchanges: returnPolicy.exchanges, photos: returnPolicy.photos })
    .from(returnPolicy)
    .where(eq(returnPolicy.sellerId, sellerId));
  return row ?? NO_RETURNS;
}

export async function saveReturnPolicy(db: DbOrTx, sellerId: string, input: z.infer<typeof ReturnPolicySchema>, now = new Date()) {
  const values = { windowDays: input.windowDays, exchanges: input.exchanges, photos: input.photos, updatedAt: now };
  await db
    .insert(returnPolicy)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: returnPolicy.sellerId, set: values });
}
