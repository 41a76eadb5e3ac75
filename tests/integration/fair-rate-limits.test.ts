// Fair limits behind a shared address (CGNAT): contact and feedback count per person with a higher
// ceiling per address, and senders without the browser cookie share one strict allowance per address
// (docs/decisions/0085-fair-limits-behind-shared-addresses.md). Also through the home page's action:
// the cookie it hands out makes the next message count as that browser's own. Sign-in counts per
// account and address, under a ceiling per address.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enforceSenderLimit, type Sender } from "../../app/domain/rate-limit.server";
import { action as homeAction } from "../../app/routes/home";
import { action as feedbackAction } from "../../app/routes/pages/feedback";
import { requestContext } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";

const PER_PERSON = 3;
const PER_ADDRESS = 12;
const LOGIN_PER_ACCOUNT = 2;
const LOGIN_PER_ADDRESS = 7;
let s: TestServices;

beforeAll(async () => {
  s = await createTestServices({
    RATE_LIMIT_CONTACT: `${PER_PERSON}/600`,
    RATE_LIMIT_CONTACT_ADDRESS: `${PER_ADDRESS}/600`,
    RATE_LIMIT_FEEDBACK: `${PER_PERSON}/600`,
    RATE_LIMIT_FEEDBACK_ADDRESS: `${PER_ADDRESS}/600`,
    LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_PER_ACCOUNT),
    LOGIN_ATTEMPTS_PER_ADDRESS: String(LOGIN_PER_ADDRESS),
    LOGIN_WINDOW_SECONDS: "600",
  });
  for (const name of ["asha", "ravi"]) {
    await s.auth.api.signUpEmail({ body: { name, email: `${name}@example.com`, password: "secret-123" } });
  }
});
afterAll(() => s?.dispose());

/** true when the message is let through, false when refused with 429. */
const send = (form: "contact" | "feedback", sender: Sender) =>
  enforceSenderLimit(s.db, s.env, form, sender).then(
    () => true,
    (e: { status?: number }) => {
      if (e.status !== 429) throw e;
      return false;
    },
  );

// Each run gets its own address, so runs do not share counters.
let run = 0;
const freshAddress = () => `198.51.100.${++run % 250}:${randomUUID()}`;

describe("per person, with a ceiling per address", () => {
  it("N people behind one address each get their own allowance until the address's ceiling", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("contact" as const, "feedback" as const),
        fc.array(fc.integer({ min: 0, max: PER_PERSON + 2 }), { minLength: 1, maxLength: 8 }),
        async (form, tries) => {
          const address = freshAddress();
          let addressUsed = 0;
          for (const [i, n] of tries.entries()) {
            const sender = { address, names: [i % 2 ? `user:${randomUUID()}` : `browser:${randomUUID()}`] };
            for (let k = 0; k < n; k++) {
              // Allowed while the person is under their limit and the address under its ceiling.
              const expected = k < PER_PERSON && addressUsed < PER_ADDRESS;
              expect(await send(form, sender)).toBe(expected);
              if (k < PER_PERSON) addressUsed++;
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("one person is refused at their limit while a stranger at the same address is not", async () => {
    const address = freshAddress();
    const me = { address, names: [`browser:${randomUUID()}`] };
    for (let i = 0; i < PER_PERSON; i++) expect(await send("contact", me)).toBe(true);
    expect(await send("contact", me)).toBe(false);
    expect(await send("contact", { address, names: [`browser:${randomUUID()}`] })).toBe(true);
    // The forms count apart.
    expect(await send("feedback", me)).toBe(true);
  });

  it("senders without the cookie share one strict allowance per address", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 }), async (bots) => {
        const address = freshAddress();
        const results = [];
        for (let i = 0; i < bots; i++) results.push(await send("feedback", { address, names: [`no-cookie:${address}`] }));
        expect(results).toEqual(results.map((_, i) => i < PER_PERSON));
        // A browser that kept its cookie is not held back by them.
        expect(await send("feedback", { address, names: [`browser:${randomUUID()}`] })).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});

describe("the contact form", () => {
  const post = (cookie?: string) => {
    const body = new URLSearchParams({ name: "Asha", email: "asha@example.com", message: "Hello there" });
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", "x-haat-client-ip": "203.0.113.77" };
    if (cookie) headers.cookie = cookie;
    const request = new Request(`${s.env.BASE_URL}/?index`, { method: "POST", body, headers });
    return homeAction({ request, context: requestContext(s), params: {}, unstable_pattern: "" } as never) as Promise<{
      init: ResponseInit | null;
    }>;
  };
  const status = (r: { init: ResponseInit | null }) => r.init?.status ?? 200;
  const cookieOf = (r: { init: ResponseInit | null }) => new Headers(r.init?.headers).get("set-cookie")?.split(";")[0];

  it("hands a cookieless browser its signed id; with it, each browser has its own allowance; a forged one counts as none", async () => {
    const first = await post();
    expect(status(first)).toBe(200);
    const mine = cookieOf(first);
    expect(mine).toMatch(/^haat_browser=/);
    // The cookieless bucket of this address: one used above, the rest now.
    for (let i = 1; i < PER_PERSON; i++) expect(status(await post())).toBe(200);
    expect(status(await post())).toBe(429);
    expect(status(await post("haat_browser=forged"))).toBe(429);
    // The browser that kept its cookie still has its own allowance, less the first message, and keeps its id.
    for (let i = 1; i < PER_PERSON; i++) {
      const reply = await post(mine);
      expect(status(reply)).toBe(200);
      expect(cookieOf(reply)).toBeUndefined();
    }
    expect(status(await post(mine))).toBe(429);
  });
});

describe("a limited form's allowance follows the sender when the name it is counted under changes", () => {
  const FORMS = {
    contact: { action: homeAction, path: "/?index", fields: { name: "Asha", email: "asha@example.com", message: "Hello there" } },
    feedback: { action: feedbackAction, path: "/feedback", fields: { name: "Asha", message: "Lovely shop" } },
  };
  type Form = keyof typeof FORMS;
  const post = async (form: Form, address: string, cookie: string) => {
    const { action, path, fields } = FORMS[form];
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", "x-haat-client-ip": address };
    if (cookie) headers.cookie = cookie;
    const request = new Request(`${s.env.BASE_URL}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
    const reply = (await action({ request, context: requestContext(s), params: {}, unstable_pattern: "" } as never)) as {
      init: ResponseInit | null;
    };
    return { status: reply.init?.status ?? 200, setCookie: new Headers(reply.init?.headers).get("set-cookie")?.split(";")[0] };
  };
  /** A session cookie of a new account (its own count, so runs do not share one). */
  const newSession = async () => {
    const email = `limit-${randomUUID()}@example.com`;
    await s.auth.api.signUpEmail({ body: { name: "Limit", email, password: "secret-123" } });
    const res = await s.auth.handler(
      new Request(`${s.env.BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": freshAddress() },
        body: JSON.stringify({ email, password: "secret-123" }),
      }),
    );
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };

  it("a new browser that keeps its cookie, signing in or not along the way, is let through exactly its allowance", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Form>("contact", "feedback"),
        fc.array(fc.boolean(), { minLength: PER_PERSON + 2, maxLength: PER_PERSON + 4 }),
        async (form, signedIn) => {
          const address = freshAddress();
          const session = signedIn.some(Boolean) ? await newSession() : "";
          let browser = "";
          const accepted: boolean[] = [];
          for (const withSession of signedIn) {
            const cookie = [browser, withSession ? session : ""].filter(Boolean).join("; ");
            const reply = await post(form, address, cookie);
            expect([200, 429]).toContain(reply.status);
            accepted.push(reply.status === 200);
            if (reply.setCookie?.startsWith("haat_browser=")) browser = reply.setCookie;
          }
          expect(browser, "the first answer hands out the browser's id").not.toBe("");
          expect(accepted).toEqual(signedIn.map((_, i) => i < PER_PERSON));
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("sign-in", () => {
  const signIn = (email: string, password: string, address: string) =>
    s.auth.handler(
      new Request(`${s.env.BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": address },
        body: JSON.stringify({ email, password }),
      }),
    );

  it("one shopper's failed attempts do not lock out another account at the same address", async () => {
    const address = "192.0.2.80";
    for (let i = 0; i < LOGIN_PER_ACCOUNT; i++) expect((await signIn("asha@example.com", "wrong-password", address)).status).toBe(401);
    const refused = await signIn("ASHA@example.com ", "secret-123", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(((await refused.json()) as { message: string }).message).toBe("Too many requests. Please try again in 10 minutes.");
    // Ravi behind the same address signs in; Asha from another address too.
    expect((await signIn("ravi@example.com", "secret-123", address)).status).toBe(200);
    expect((await signIn("asha@example.com", "secret-123", "192.0.2.81")).status).toBe(200);
  });

  it("an address cannot try unlimited accounts: its ceiling holds over all of them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.emailAddress(), { minLength: LOGIN_PER_ADDRESS + 1, maxLength: LOGIN_PER_ADDRESS + 4 }),
        async (emails) => {
          // A real address per run (better-auth counts a malformed one in a shared bucket).
          const address = `10.84.${Math.floor(++run / 250)}.${run % 250}`;
          const statuses = [];
          for (const email of emails) statuses.push((await signIn(email, "wrong-password", address)).status);
          // Each account once: all under their own limit, so only the address's ceiling refuses.
          expect(statuses.slice(0, LOGIN_PER_ADDRESS).every((st) => st !== 429)).toBe(true);
          expect(statuses.slice(LOGIN_PER_ADDRESS).every((st) => st === 429)).toBe(true);
        },
      ),
      { numRuns: 5 },
    );
  });
});
