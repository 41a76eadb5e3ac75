// The seller's "cash on delivery for this shopper" switch, posted from the order page (the order's
// shopper) and the customer page (that shopper): one parse, one reply.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { setCodBlocked, shopperOfOrder } from "~/domain/customers/shopper-record.server";
import * as m from "~/i18n/messages";
import { errorReply, invalidSubmission, replySuccess } from "./reply.server";

const ShopperCodSchema = z.object({ cod: z.enum(["on", "off"]) });

/** `who`: the shopper's id, or an order of the shop whose shopper it is; both scoped by the seller. */
export async function shopperCodAction(db: Database, sellerId: string, who: { userId: string } | { orderId: string }, form: FormData) {
  const submission = parseWithZod(form, { schema: ShopperCodSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  const blocked = submission.value.cod === "off";
  try {
    const userId = "userId" in who ? who.userId : await shopperOfOrder(db, sellerId, who.orderId);
    await setCodBlocked(db, sellerId, userId, blocked);
    return replySuccess(undefined, blocked ? m.dash_cod_turned_off() : m.dash_cod_turned_on());
  } catch (error) {
    return errorReply(error, submission);
  }
}
