// Consent to marketing (issue 39): the latest choice wins at any moment, so a withdrawal recorded at
// t stops every reminder checked after t, and a later consent starts them again. A reminder job asks
// recipientsAllowedMarketing just before it sends; this is that check, over random sequences.

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentEvent, user } from "../../app/db/schema";
import {
  giveConsent,
  marketingAllowed,
  marketingUnsubscribeUrl,
  recipientsAllowedMarketing,
  unsubscribeLinkUser,
  withdrawConsent,
} from "../../app/domain/privacy/consent.server";
import { NOTICE_VERSION } from "../../app/domain/privacy/notice";
import { createMailer } from "../../app/mail/mailer.server";
import { action as registerAction } from "../../app/routes/shop/register";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "../../app/routes/unsubscribe";
import { routeArgs } from "../setup/route-context";
import { startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop, makeUser } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(() => s?.dispose());

const T0 = Date.parse("2026-12-01T10:00:00Z");
const SECOND = 1000;

describe("marketing consent", () => {
  it("is off until given, and records the notice version and the source", async () => {
    const u = await makeUser(s.db);
    expect(await marketingAllowed(s.db, u.id)).toBe(false);
    await giveConsent(s.db, u.id, "signup");
    expect(await marketingAllowed(s.db, u.id)).toBe(true);
    const rows = await s.db.select().from(consentEvent).where(eq(consentEvent.userId, u.id));
    expect(rows).toMatchObject([{ purpose: "marketing", given: true, noticeVersion: NOTICE_VERSION, source: "signup" }]);
  });

  it("a withdrawal at t stops every check after t; consent again starts them (random sequences, ties by order)", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Each event: given or withdrawn, and how many seconds after the previous one (0: the same instant).
        fc.array(fc.record({ given: fc.boolean(), gap: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 12 }),
        async (events) => {
          const u = await makeUser(s.db);
          const other = await makeUser(s.db);
          await giveConsent(s.db, other.id, "account", new Date(T0 - 2 * SECOND));
          let t = T0;
          const timeline: Array<{ at: number; given: boolean }> = [];
          for (const e of events) {
            t += e.gap * SECOND;
            await (e.given ? giveConsent : withdrawConsent)(s.db, u.id, "account", new Date(t));
            timeline.push({ at: t, given: e.given });
          }
          // Checks before the first event, half a second after each event's instant, and long after.
          const checks = [T0 - SECOND, ...timeline.map((e) => e.at + SECOND / 2), t + 1000 * SECOND];
          for (const at of checks) {
            // The model: the last event recorded at or before `at` (recording order breaks ties).
            const expected = timeline.filter((e) => e.at <= at).at(-1)?.given ?? false;
            expect(await marketingAllowed(s.db, u.id, new Date(at))).toBe(expected);
            const allowed = await recipientsAllowedMarketing(s.db, [u.id, other.id], new Date(at));
            expect(allowed.has(u.id)).toBe(expected);
            expect(allowed.has(other.id)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a withdrawal recorded in the same instant as a consent wins when it came last", async () => {
    const u = await makeUser(s.db);
    const at = new Date(T0);
    await giveConsent(s.db, u.id, "signup", at);
    await withdrawConsent(s.db, u.id, "email", at);
    expect(await marketingAllowed(s.db, u.id, new Date(T0 + SECOND))).toBe(false);
  });

  it("the unsubscribe link opens its own user only", () => {
    const url = new URL(marketingUnsubscribeUrl("https://haat.example", s.secret, "user-1"));
    expect(url.pathname).toBe("/unsubscribe");
    expect(unsubscribeLinkUser(s.secret, url.searchParams)).toBe("user-1");
    url.searchParams.set("u", "user-2");
    expect(unsubscribeLinkUser(s.secret, url.searchParams)).toBeNull();
    expect(unsubscribeLinkUser(s.secret, new URLSearchParams("u=user-1&t=forged"))).toBeNull();
    expect(unsubscribeLinkUser(s.secret, new URLSearchParams())).toBeNull();
  });

  it("the unsubscribe page withdraws on its button (source 'email'), never on opening; a forged link is not found", async () => {
    const u = await makeUser(s.db);
    await giveConsent(s.db, u.id, "signup");
    const url = marketingUnsubscribeUrl(s.env.BASE_URL, s.secret, u.id);
    const call = async (handler: (args: never) => unknown, href: string, method = "GET") =>
      routeArgs({ services: s, request: new Request(href, { method }), params: {}, guards: [] })
        .then((args) => handler(args))
        .catch((e: unknown) => e);
    expect(await call(unsubscribeLoader, url)).toMatchObject({ subscribed: true });
    expect(await marketingAllowed(s.db, u.id)).toBe(true);
    const forged = (await call(unsubscribeAction, url.replace(/t=[^&]+/, "t=forged"), "POST")) as { init?: ResponseInit };
    expect(forged.init?.status).toBe(404);
    expect(await marketingAllowed(s.db, u.id)).toBe(true);
    expect(await call(unsubscribeAction, url, "POST")).toBeNull();
    expect(await marketingAllowed(s.db, u.id)).toBe(false);
    expect(await call(unsubscribeLoader, url)).toMatchObject({ subscribed: false });
    const rows = await s.db.select().from(consentEvent).where(eq(consentEvent.userId, u.id));
    expect(rows.map((r) => [r.given, r.source]).sort()).toEqual([
      [false, "email"],
      [true, "signup"],
    ]);
  });

  it("marketing mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) to a real SMTP server", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: "Haat <no-reply@haat.local>", outboxDir: "/tmp" });
      const link = marketingUnsubscribeUrl("https://haat.example", s.secret, "user-9");
      await mailer.send({ to: "meera@example.com", subject: "Back in stock", text: "Your kurta is back.", listUnsubscribe: link });
      await mailer.send({ to: "meera@example.com", subject: "Order placed", text: "Thank you." });
      const [marketing, order] = sink.inbox;
      expect(marketing.headers["list-unsubscribe"]).toBe(`<${link}>`);
      expect(marketing.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(order.headers["list-unsubscribe"]).toBeUndefined();
    } finally {
      await sink.close();
    }
  });

  it("a sign-up whose opt-in cannot be recorded stays signed in and says so, instead of a 500", async () => {
    const shop = await makeShop(s.db);
    const email = `optin.${randomUUID().slice(0, 8)}@example.com`;
    const body = new URLSearchParams({
      name: "Optin Person",
      email,
      password: "kestrel-vale-42",
      confirmPassword: "kestrel-vale-42",
      address: "12 Lotus Residency, Pune",
      pincode: "411001",
      mobile: "9876543210",
      marketing: "on",
    });
    const signUp = async () => {
      const args = await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${shop.handle}/register`, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: s.env.BASE_URL, "x-haat-client-ip": "203.0.113.77" },
        }),
        params: { shop: shop.handle },
      });
      return registerAction(args);
    };
    // The consent table refuses for this test only: the account is made, the opt-in is not.
    await s.db.execute(
      sql`create function refuse_consent() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await s.db.execute(sql`create trigger refuse_consent before insert on consent_event for each row execute function refuse_consent()`);
    try {
      const reply = (await signUp()) as { init?: ResponseInit; data?: { code?: string } };
      expect(reply.init?.status).toBe(409);
      expect(reply.data?.code).toBe("consent_not_saved");
      expect(new Headers(reply.init?.headers).get("set-cookie")).toContain("session_token");
    } finally {
      await s.db.execute(sql`drop trigger refuse_consent on consent_event`);
      await s.db.execute(sql`drop function refuse_consent()`);
    }
    const [person] = await s.db.select().from(user).where(eq(user.email, email));
    expect(person).toBeDefined();
    expect(await marketingAllowed(s.db, person.id)).toBe(false);
  });
});
