// The wishlist action's form schema (docs/decisions/0083-wishlist.md), apart from ./wishlist.ts so
// the hearts on every storefront page do not ship zod.
import { z } from "zod";

/** The wishlist action's form: one product to add or remove, or a guest list to merge (ids comma-separated). */
export const WishlistFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["add", "remove"]), productId: z.string().max(64), back: z.string().max(2000).optional() }),
  z.object({
    intent: z.literal("merge"),
    ids: z
      .string()
      .max(64 * 1024)
      .optional(),
  }),
]);
