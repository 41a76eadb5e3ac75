import { desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { feedback, helpRequest, seller } from "~/db/schema";
import { DomainError } from "~/domain/errors";

export type InboxKind = "help" | "feedback";

export interface InboxEntry {
  kind: InboxKind;
  id: string;
  name: string;
  email: string | null;
  message: string;
  shop: string | null;
  createdAt: Date;
  handledAt: Date | null;
}

/** Help requests (contact form) and feedback, newest first. */
export async function listInbox(db: Database, opts: { show: "open" | "all" }): Promise<InboxEntry[]> {
  const help = await db
    .select()
    .from(helpRequest)
    .where(opts.show === "open" ? isNull(helpRequest.handledAt) : undefined)
    .orderBy(desc(helpRequest.createdAt))
    .limit(200);
  const notes = await db
    .select({ entry: feedback, shop: seller.handle })
    .from(feedback)
    .leftJoin(seller, eq(seller.id, feedback.sellerId))
    .where(opts.show === "open" ? isNull(feedback.handledAt) : undefined)
    .orderBy(desc(feedback.createdAt))
    .limit(200);
  return [
    ...help.map((h): InboxEntry => ({ kind: "help", ...h, shop: null })),
    ...notes.map(({ entry, shop }): InboxEntry => ({ kind: "feedback", ...entry, email: null, shop })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export const InboxHandledSchema = z.object({
  kind: z.enum(["help", "feedback"], "Unknown message type."),
  id: z.uuid("Unknown message."),
  handled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export async function setHandled(db: Database, input: z.infer<typeof InboxHandledSchema>) {
  const table = input.kind === "help" ? helpRequest : feedback;
  const [row] = await db
    .update(table)
    .set({ handledAt: input.handled ? sql`now()` : null })
    .where(eq(table.id, input.id))
    .returning({ id: table.id });
  if (!row) throw new DomainError("message_not_found", "That message does not exist.", { status: 404 });
}
