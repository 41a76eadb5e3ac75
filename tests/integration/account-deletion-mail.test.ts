// The e-mail that confirms "Delete my account", end to end: queued with the request, sent by the
// workers to a real SMTP sink, in the person's language, with the day it happens and how to cancel.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../app/db/schema";
import { requestAccountDeletion } from "../../app/domain/privacy/account-deletion.server";
import { startWorkers } from "../../app/jobs/workers.server";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop, makeUser } from "./checkout-fixtures";

const BASE = "https://haat.example";
let s: TestServices;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  s = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, BASE_URL: BASE });
  await startWorkers(s, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await s?.dispose();
  await sink?.close();
});

/** A Google-only shopper (no password) who signed in a minute ago asks at `shop`, at 10:00 IST on 1 Dec 2026. */
async function ask(locale: "en" | "hi") {
  const shop = await makeShop(s.db);
  const person = await makeUser(s.db, "Meera");
  await s.db.update(user).set({ locale }).where(eq(user.id, person.id));
  const now = new Date("2026-12-01T04:30:00Z");
  const asker = { userId: person.id, role: "customer" as const, sessionId: "this", sessionCreatedAt: new Date(now.getTime() - 60_000) };
  await requestAccountDeletion(s.db, asker, { password: "", sellerId: shop.id }, async () => false, now);
  await vi.waitFor(() => expect(sink.inbox.filter((m) => m.to === person.email)).toHaveLength(1), { timeout: 20_000, interval: 100 });
  return { shop, mail: sink.inbox.find((m) => m.to === person.email) };
}

describe("the deletion e-mail", () => {
  it("names the day (14 days on) and how to keep the account, with a sign-in link at the shop", async () => {
    const { shop, mail } = await ask("en");
    expect(mail?.subject).toBe("Your account will be deleted on 15 Dec 2026");
    // The plain-text part wraps its lines.
    expect(mail?.text.replace(/\s+/g, " ")).toContain(
      "Changed your mind? Sign in before 15 Dec 2026, open Your Profile and choose Keep my account.",
    );
    expect(mail?.html).toContain(`href="${BASE}/${shop.handle}/login"`);
  });

  it("is written in the person's language", async () => {
    const { mail } = await ask("hi");
    expect(mail?.subject).toBe("आपका खाता 15 दिस॰ 2026 को हटा दिया जाएगा");
    expect(mail?.text.replace(/\s+/g, " ")).toContain("‘मेरा खाता रखें’");
  });
});
