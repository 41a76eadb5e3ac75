// Data-rights requests and grievances (issue 39): due PRIVACY_REQUEST_DUE_DAYS after they arrive; the
// admin inbox shows open ones first, overdue at the top then soonest due, before contact messages and
// feedback; the form is rate-limited with the contact form; bad input is a clear 400, never a 500.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyRequest } from "../../app/db/schema";
import { listInbox, setHandled } from "../../app/domain/admin/inbox.server";
import { createFeedback, createHelpRequest } from "../../app/domain/platform/requests.server";
import { createPrivacyRequest } from "../../app/domain/privacy/requests.server";
import { PRIVACY_REQUEST_DUE_DAYS } from "../../app/domain/privacy/retention";
import { action as homeAction } from "../../app/routes/home";
import { action as privacyAction } from "../../app/routes/pages/privacy";
import { routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop } from "./checkout-fixtures";

const PER_PERSON = 3;
let s: TestServices;
beforeAll(async () => {
  s = await createTestServices({ RATE_LIMIT_CONTACT: `${PER_PERSON}/600`, RATE_LIMIT_CONTACT_ADDRESS: "100/600" });
});
afterAll(() => s?.dispose());

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-12-15T12:00:00Z");
const REQUEST = { kind: "erasure" as const, name: "Meera", email: "meera@example.com", message: "Please delete my account." };

type Reply = { data: { status: string; error?: Record<string, string[]> }; init: ResponseInit | null };
/** Posts the form as the framework would: inside a shop, after the shop layout's guards. */
async function post(fields: Record<string, string>, address: string, path = "/privacy", shop?: string) {
  const request = new Request(`${s.env.BASE_URL}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-haat-client-ip": address },
  });
  const action = path === "/?index" ? homeAction : privacyAction;
  const args = await routeArgs({ services: s, request, params: shop ? { shop } : {}, guards: shop ? undefined : [] });
  const reply = (await action(args)) as Reply;
  return { status: reply.init?.status ?? 200, body: reply.data, headers: new Headers(reply.init?.headers) };
}

describe("a data-rights request", () => {
  it("is due PRIVACY_REQUEST_DUE_DAYS after it arrives", async () => {
    const row = await createPrivacyRequest(s.db, REQUEST, NOW);
    expect(row.dueAt.toISOString()).toBe(new Date(NOW.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY).toISOString());
  });

  it("comes first in the inbox while open, overdue first then soonest due; marked handled it joins the rest", async () => {
    await s.db.delete(privacyRequest);
    const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
    const fresh = await createPrivacyRequest(s.db, { ...REQUEST, name: "fresh" }, ago(1));
    const late10 = await createPrivacyRequest(s.db, { ...REQUEST, name: "late10" }, ago(PRIVACY_REQUEST_DUE_DAYS + 10));
    const soon = await createPrivacyRequest(s.db, { ...REQUEST, name: "soon" }, ago(PRIVACY_REQUEST_DUE_DAYS - 2));
    const late3 = await createPrivacyRequest(s.db, { ...REQUEST, name: "late3" }, ago(PRIVACY_REQUEST_DUE_DAYS + 3));
    await createHelpRequest(s.db, { name: "help", email: "h@example.com", message: "Hi" });
    await createFeedback(s.db, { name: "note", message: "Nice" });
    const inbox = await listInbox(s.db, { show: "open" }, NOW);
    expect(inbox.slice(0, 4).map((e) => [e.name, e.request?.overdue])).toEqual([
      ["late10", true],
      ["late3", true],
      ["soon", false],
      ["fresh", false],
    ]);
    expect(inbox.slice(4).every((e) => e.request === null)).toBe(true);
    await setHandled(s.db, { kind: "privacy", id: late10.id, handled: true });
    const after = await listInbox(s.db, { show: "all" }, NOW);
    expect(after.slice(0, 3).map((e) => e.id)).toEqual([late3.id, soon.id, fresh.id]);
    const handled = after.find((e) => e.id === late10.id);
    expect(handled?.handledAt).toBeInstanceOf(Date);
    expect(handled?.request?.overdue).toBe(false);
    expect((await listInbox(s.db, { show: "open" }, NOW)).some((e) => e.id === late10.id)).toBe(false);
  });

  it("orders any set of open requests by due date, and only those past it are overdue (random arrivals)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 * PRIVACY_REQUEST_DUE_DAYS * 24 }), { minLength: 1, maxLength: 8 }),
        async (hoursAgo) => {
          await s.db.delete(privacyRequest);
          for (const h of hoursAgo) await createPrivacyRequest(s.db, REQUEST, new Date(NOW.getTime() - h * 3_600_000));
          const requests = (await listInbox(s.db, { show: "open" }, NOW)).filter((e) => e.request);
          const dues = requests.map((e) => e.request?.dueAt.getTime() ?? 0);
          expect(dues).toEqual([...dues].sort((a, b) => a - b));
          for (const e of requests) expect(e.request?.overdue).toBe((e.request?.dueAt.getTime() ?? 0) < NOW.getTime());
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe("the request form", () => {
  it("stores a request sent from a shop's notice with that shop, and one naming a shop by its address", async () => {
    const shop = await makeShop(s.db);
    // Inside a shop the shop field is not asked for: whatever is sent in it, the request is about that shop.
    const inShop = await post({ ...REQUEST, shop: "elsewhere", message: "in-shop" }, "192.0.2.10", `/${shop.handle}/privacy`, shop.handle);
    expect(inShop.status).toBe(200);
    const named = await post({ ...REQUEST, shop: `https://haat.example/${shop.handle}`, message: "named" }, "192.0.2.11");
    expect(named.status).toBe(200);
    const rows = await s.db.select().from(privacyRequest).where(eq(privacyRequest.sellerId, shop.id));
    expect(rows.map((r) => r.message).sort()).toEqual(["in-shop", "named"]);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: "erasure", name: "Meera", email: "meera@example.com", handledAt: null });
      expect(row.dueAt.getTime() - row.createdAt.getTime()).toBe(PRIVACY_REQUEST_DUE_DAYS * DAY);
    }
  });

  it("answers bad input with a 400 and the field's message, storing nothing", async () => {
    const before = (await s.db.select().from(privacyRequest)).length;
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...REQUEST, kind: "" }, "kind"],
      [{ ...REQUEST, kind: "everything" }, "kind"],
      [{ ...REQUEST, email: "not-an-address" }, "email"],
      [{ ...REQUEST, name: "   " }, "name"],
      [{ ...REQUEST, message: "" }, "message"],
      [{ ...REQUEST, message: "x".repeat(5001) }, "message"],
      [{ ...REQUEST, shop: "no-such-shop-here" }, "shop"],
    ];
    for (const [i, [fields, field]] of cases.entries()) {
      const reply = await post(fields, `192.0.2.${20 + i}`);
      expect(reply.status, field).toBe(400);
      expect(reply.body.error?.[field]?.[0], field).toMatch(/\S/);
    }
    expect((await s.db.select().from(privacyRequest)).length).toBe(before);
  });

  it("is rate-limited with the contact form: the same sender's allowance is shared, then 429", async () => {
    const address = "192.0.2.99";
    expect((await post({ name: "Asha", email: "asha@example.com", message: "Hello" }, address, "/?index")).status).toBe(200);
    for (let i = 1; i < PER_PERSON; i++) expect((await post(REQUEST, address)).status).toBe(200);
    const before = (await s.db.select().from(privacyRequest)).length;
    const refused = await post(REQUEST, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.[""]?.[0] ?? JSON.stringify(refused.body)).toMatch(/try again/i);
    expect((await s.db.select().from(privacyRequest)).length).toBe(before);
  });
});
