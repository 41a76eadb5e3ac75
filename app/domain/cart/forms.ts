// The one cart action's form (POST /{shop}/cart, docs/decisions/0084-server-cart.md): an `intent`
// and the line it is about. Browser-safe: the cart's forms name their fields from here.

import { z } from "zod";
import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { wholeNumber } from "~/utils/form-schema";
import { isUuid } from "~/utils/uuid";

export const CART_INTENTS = ["add", "set", "remove", "clear", "import"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

const lineKey = {
  // A UUID or refused here: it is compared with uuid columns (anything else would be a cast error).
  productId: z.string({ error: () => m.account_choose_product() }).refine(isUuid, { error: () => m.account_choose_product() }),
  color: z.string({ error: () => m.account_select_color() }).max(100),
  size: z.string({ error: () => m.account_select_size() }).max(100),
};
const quantity = (min: number) =>
  wholeNumber(() => m.account_qty_number()).pipe(
    z
      .number()
      .min(min, { error: () => m.account_qty_min() })
      .max(MAX_CART_LINE_QUANTITY, { error: () => m.account_qty_max({ max: MAX_CART_LINE_QUANTITY }) }),
  );

/** A line the browser kept before carts moved to the server, carried over once (import). */
export const StoredLineSchema = z.object({ ...lineKey, quantity: quantity(1) });
export const StoredLinesSchema = z.array(z.unknown()).max(MAX_CART_LINES);

export const CartFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), ...lineKey, quantity: quantity(1).default(1) }),
    // The spec's rule: an update to 0 or less removes the line.
    z.object({ intent: z.literal("set"), ...lineKey, quantity: quantity(-MAX_CART_LINE_QUANTITY) }),
    z.object({ intent: z.literal("remove"), ...lineKey }),
    z.object({ intent: z.literal("clear") }),
    z.object({ intent: z.literal("import"), lines: z.string().max(40_000) }),
  ],
  { error: () => m.account_unknown_cart_action() },
);
export type CartForm = z.infer<typeof CartFormSchema>;

/** What the cart action answers a fetcher: the new number of items, and the line's quantity now. */
export interface CartReply {
  count: number;
  /** For add/set: the line's quantity after the change (0: removed). */
  quantity?: number;
  /** For import/merge: what could not be carried over in full. */
  changes?: string[];
}

export const ADDED_TO_CART = "Item added to cart!";
export const GUEST_CART_MERGED = "Items from your guest cart were added to your cart.";
