import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { feedback, helpRequest, privacyRequest, seller } from "~/db/schema";
import type { PrivacyRequestKind } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";

const INBOX_KINDS = ["help", "feedback", "privacy"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface InboxEntry {
  kind: InboxKind;
  id: string;
  name: string;
  email: string | null;
  message: string;
  shop: string | null;
  createdAt: Date;
  handledAt: Date | null;
  /** A data-rights request's kind and the date it must be answered by. */
  request: { kind: PrivacyRequestKind; dueAt: Date; overdue: boolean } | null;
}

/** Open data-rights requests come first, the most overdue first, then soonest due; then the rest newest first. */
export function inboxOrder(a: InboxEntry, b: InboxEntry): number {
  const dueA = a.request && !a.handledAt ? a.request.dueAt.getTime() : null;
  const dueB = b.request && !b.handledAt ? b.request.dueAt.getTime() : null;
  if (dueA !== null || dueB !== null) return dueA === null ? 1 : dueB === null ? -1 : dueA - dueB;
  return b.createdAt.getTime() - a.createdAt.getTime();
}

/** Help requests (contact form), feedback and data-rights requests (see inboxOrder). */
export async function listInbox(db: Database, opts: { show: "open" | "all" }, now = new Date()): Promise<InboxEntry[]> {
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
  const requests = await db
    .select({ entry: privacyRequest, shop: seller.handle })
    .from(privacyRequest)
    .leftJoin(seller, eq(seller.id, privacyRequest.sellerId))
    .where(opts.show === "open" ? isNull(privacyRequest.handledAt) : undefined)
    .orderBy(sql`${privacyRequest.handledAt} is not null`, asc(privacyRequest.dueAt))
    .limit(200);
  return [
    ...help.map((h): InboxEntry => ({ kind: "help", ...h, shop: null, request: null })),
    ...notes.map(({ entry, shop }): InboxEntry => ({ kind: "feedback", ...entry, email: null, shop, request: null })),
    ...requests.map(({ entry: { kind, dueAt, ...entry }, shop }): InboxEntry => {
      const overdue = !entry.handledAt && dueAt.getTime() < now.getTime();
      return { kind: "privacy", ...entry, shop, request: { kind, dueAt, overdue } };
    }),
  ].sort(inboxOrder);
}

export const InboxHandledSchema = z.object({
  kind: z.enum(INBOX_KINDS, "Unknown message type."),
  id: z.uuid("Unknown message."),
  handled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export async function setHandled(db: Database, input: z.infer<typeof InboxHandledSchema>) {
  const table = { help: helpRequest, feedback, privacy: privacyRequest }[input.kind];
  const [row] = await db
    .update(table)
    .set({ handledAt: input.handled ? sql`now()` : null })
    .where(eq(table.id, input.id))
    .returning({ id: table.id });
  if (!row) throw new DomainError("message_not_found", "That message does not exist.", { status: 404 });
}
