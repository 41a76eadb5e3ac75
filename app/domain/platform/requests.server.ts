// What visitors send the platform: help requests (landing contact form) and feedback.
import type { Database } from "~/db/client.server";
import { feedback, helpRequest } from "~/db/schema";

export async function createHelpRequest(db: Database, input: { name: string; email: string; message: string }) {
  const [row] = await db.insert(helpRequest).values(input).returning({ id: helpRequest.id });
  return row;
}

/** Feedback sent from a shop's pages carries that shop; from the platform pages it has none. */
export async function createFeedback(db: Database, input: { name: string; message: string; sellerId?: string | null }) {
  const [row] = await db
    .insert(feedback)
    .values({ name: input.name, message: input.message, sellerId: input.sellerId ?? null })
    .returning({ id: feedback.id });
  return row;
}
