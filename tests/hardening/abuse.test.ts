// Abuse limits and CSRF over real HTTP against the production build: each limited endpoint answers
// 429 with Retry-After and a clear message after N requests, counts per client address (or per
// person for checkout), forgets after its window; cross-origin writes are refused and change nothing.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, checkout, feedback, helpRequest, orders, paymentSettings, user } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { consumeRateLimit, tooManyRequestsMessage } from "../../app/domain/rate-limit.server";
import { CROSS_SITE_REFUSED } from "../../app/http/same-origin.server";
import { ADDRESS, makeProduct } from "../integration/checkout-fixtures";
import { type AppServer, type Identity, openShop, signIn, startAppServer } from "./support/app-server";

const LOGIN_WINDOW = 3;
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({
    LOGIN_ATTEMPTS_PER_MINUTE: "3",
    LOGIN_ATTEMPTS_PER_ADDRESS: "8",
    LOGIN_WINDOW_SECONDS: String(LOGIN_WINDOW),
    RATE_LIMIT_PASSWORD_RESET: "2/60",
    RATE_LIMIT_CONTACT: "2/600",
    RATE_LIMIT_FEEDBACK: "2/600",
    RATE_LIMIT_CHECKOUT: "2/60",
    RATE_LIMIT_PAYMENT_CLAIM: "2/600",
  });
});
afterAll(async () => {
  await server?.close();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with exactly the headers given (no implicit Origin), from a chosen loopback
 * address: the app (TRUST_PROXY off) sees a different client IP per address.
 */
function send(
  pathname: string,
  opts: { from?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(pathname, server.url);
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  const headers: Record<string, string> = { ...opts.headers };
  if (body !== undefined) {
    headers["content-type"] ??= opts.json !== undefined ? "application/json" : "application/x-www-form-urlencoded";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: body === undefined ? "GET" : "POST",
        headers,
        localAddress: opts.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A same-origin browser POST (Origin is the site's own), optionally with a session cookie. */
const browserPost = (pathname: string, from: string, payload: { form?: Record<string, string>; json?: unknown }, cookie?: string) =>
  send(pathname, { from, ...payload, headers: { origin: server.url, ...(cookie ? { cookie } : {}) } });

function retryAfter(reply: Reply): number {
  return Number(reply.headers["retry-after"]);
}

let nextAddress = 0;
/**
 * Like support's signUp, but each from its own loopback address: the sign-up limit here is tight
 * (3 per window per address) and this file signs up more people than that.
 */
async function person(label: string, role: "customer" | "seller" = "customer"): Promise<Identity> {
  const email = `${label.replace(/\W+/g, "-").toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await send("/api/auth/sign-up/email", {
    from: `127.0.2.${++nextAddress}`,
    json: { name: label, email, password: "secret-123" },
    headers: { origin: server.url },
  });
  if (res.status !== 200) throw new Error(`sign-up of ${label} failed: ${res.status} ${res.body}`);
  const [row] = await server.services.db.update(user).set({ role }).where(eq(user.email, email)).returning({ id: user.id });
  const cookie = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  return { label, userId: row.id, email, cookie };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TOO_MANY = /Too many requests\. Please try again in \d+ (second|seconds|minutes)\./;

describe("sign-in", () => {
  it("refuses the 4th attempt from one address for one window, not other addresses, then lets the owner in", async () => {
    const owner = await person("Owner");
    const login = (from: string, password: string) =>
      browserPost("/login", from, { form: { email: owner.email as string, password, redirectTo: "/" } });

    for (let i = 0; i < 3; i++) {
      const wrong = await login("127.0.0.11", "wrong-password");
      expect(wrong.status).toBe(401);
    }
    // The right password does not help while the window lasts: that is what stops guessing.
    const refused = await login("127.0.0.11", "secret-123");
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(LOGIN_WINDOW);
    expect(refused.body).toMatch(TOO_MANY);
    expect(refused.headers["set-cookie"]).toBeUndefined();

    // better-auth's own endpoint shares the count and now sends the standard header too.
    const api = await send("/api/auth/sign-in/email", {
      from: "127.0.0.11",
      json: { email: owner.email, password: "secret-123" },
      headers: { origin: server.url },
    });
    expect(api.status).toBe(429);
    expect(retryAfter(api)).toBeGreaterThanOrEqual(1);

    // Another shopper behind the same address (CGNAT) is not held back by the owner's count.
    const neighbour = await person("Neighbour");
    const neighbourLogin = await browserPost("/login", "127.0.0.11", {
      form: { email: neighbour.email as string, password: "secret-123", redirectTo: "/" },
    });
    expect(neighbourLogin.status).toBe(302);

    // Somebody else (another address) is not affected.
    const elsewhere = await login("127.0.0.12", "secret-123");
    expect(elsewhere.status).toBe(302);
    expect(String(elsewhere.headers["set-cookie"])).toMatch(/session_token/);

    // After the window the owner signs in from the address that was refused.
    await sleep((retryAfter(refused) + 0.5) * 1000);
    const again = await login("127.0.0.11", "secret-123");
    expect(again.status).toBe(302);
    expect(String(again.headers["set-cookie"])).toMatch(/session_token/);
  });
});

describe("sign-in from one address over many accounts", () => {
  it("refuses past the address's ceiling (LOGIN_ATTEMPTS_PER_ADDRESS) whatever the account", async () => {
    // At once, so all fall in one (3 s) window: each account is new, only the address's ceiling refuses.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browserPost("/login", "127.0.0.13", {
          form: { email: `guess-${i}@example.com`, password: "wrong-password", redirectTo: "/" },
        }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([...Array(8).fill(401), 429, 429]);
  });
});

describe("sign-up", () => {
  it("answers 429 with Retry-After on the API and the /register form, creating no account", async () => {
    const from = "127.0.0.21";
    for (let i = 0; i < 3; i++) {
      const ok = await send("/api/auth/sign-up/email", {
        from,
        json: { name: `Flood ${i}`, email: `flood-${i}-${randomUUID()}@example.com`, password: "secret-123" },
        headers: { origin: server.url },
      });
      expect(ok.status).toBe(200);
    }
    const email = `refused-${randomUUID()}@example.com`;
    const api = await send("/api/auth/sign-up/email", {
      from,
      json: { name: "Refused", email, password: "secret-123" },
      headers: { origin: server.url },
    });
    expect(api.status).toBe(429);
    expect(retryAfter(api)).toBeGreaterThanOrEqual(1);

    const form = await browserPost("/register", from, {
      form: {
        shopName: "Flood Shop",
        handle: "flood-shop",
        ownerName: "Flood",
        email,
        phone: "9876543210",
        location: "Pune",
        password: "secret-123",
      },
    });
    expect(form.status).toBe(429);
    expect(retryAfter(form)).toBeGreaterThanOrEqual(1);
    expect(form.body).toMatch(TOO_MANY);
    expect(await server.services.db.$count(user, eq(user.email, email))).toBe(0);
  });
});

describe("password reset", () => {
  it("sends two reset mails, then refuses with 429 and sends none", async () => {
    const forgetful = await person("Forgetful");
    const outbox = path.join(server.services.dataDir, "outbox");
    const mails = async () => (await readdir(outbox).catch(() => [])).length;
    const before = await mails();
    const ask = () => browserPost("/forgot-password", "127.0.0.31", { form: { email: forgetful.email as string } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(refused.body).toMatch(TOO_MANY);
    // Mails go out after the reply (better-auth sends in the background): wait for the two.
    for (let i = 0; i < 50 && (await mails()) < before + 2; i++) await sleep(100);
    await sleep(300);
    expect(await mails()).toBe(before + 2);
  });
});

describe("contact and feedback", () => {
  const contact = { name: "Asha", email: "asha@example.com", message: "Hello there" };

  it("stores two help requests per address per window, then answers 429 with the wait", async () => {
    const count = () => server.services.db.$count(helpRequest);
    const before = await count();
    for (let i = 0; i < 2; i++) expect((await browserPost("/?index", "127.0.0.41", { form: contact })).status).toBe(200);
    const refused = await browserPost("/?index", "127.0.0.41", { form: contact });
    expect(refused.status).toBe(429);
    // A ten-minute window: the wait is told in minutes, the header in seconds.
    expect(retryAfter(refused)).toBeGreaterThan(500);
    expect(retryAfter(refused)).toBeLessThanOrEqual(600);
    expect(refused.body).toContain("Too many requests. Please try again in 10 minutes.");
    expect(await count()).toBe(before + 2);

    const other = await browserPost("/?index", "127.0.0.42", { form: contact });
    expect(other.status).toBe(200);
    expect(await count()).toBe(before + 3);

    // Those were browsers without our cookie (one shared allowance per address). A browser that
    // keeps the cookie its answer gave it has its own allowance at the same address (CGNAT).
    const browser = String(refused.headers["set-cookie"]).split(";")[0];
    expect(browser).toMatch(/^haat_browser=/);
    for (let i = 0; i < 2; i++) expect((await browserPost("/?index", "127.0.0.41", { form: contact }, browser)).status).toBe(200);
    expect((await browserPost("/?index", "127.0.0.41", { form: contact }, browser)).status).toBe(429);
    expect(await count()).toBe(before + 5);
  });

  it("a form that fails validation does not use up the allowance", async () => {
    for (let i = 0; i < 3; i++)
      expect((await browserPost("/?index", "127.0.0.43", { form: { ...contact, email: "nope" } })).status).toBe(400);
    expect((await browserPost("/?index", "127.0.0.43", { form: contact })).status).toBe(200);
  });

  it("limits feedback per address across the platform and shop pages", async () => {
    const seller = await person("Feedback Seller", "seller");
    await openShop(server, seller, "abuse-feedback");
    const count = () => server.services.db.$count(feedback);
    const before = await count();
    const fb = { name: "Ravi", message: "Nice shop" };
    expect((await browserPost("/feedback", "127.0.0.51", { form: fb })).status).toBe(200);
    expect((await browserPost("/abuse-feedback/feedback", "127.0.0.51", { form: fb })).status).toBe(200);
    const refused = await browserPost("/feedback", "127.0.0.51", { form: fb });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(500);
    expect(refused.body).toMatch(TOO_MANY);
    expect(await count()).toBe(before + 2);
    expect((await browserPost("/feedback", "127.0.0.52", { form: fb })).status).toBe(200);
  });
});

describe("checkout", () => {
  it("limits order placement per person, not per address", async () => {
    const seller = await person("Checkout Seller", "seller");
    const shop = await openShop(server, seller, "abuse-checkout");
    const product = await makeProduct(server.services.db, shop.id, { stock: 50 });
    const customer = async (label: string) => {
      const who = await person(label);
      const saved = await createAddress(server.services.db, who.userId as string, ADDRESS);
      return { who, addressId: saved.id };
    };
    const asha = await customer("Asha Buyer");
    const ravi = await customer("Ravi Buyer");
    // As the cart's fetcher does: POST /{shop}/checkout.data with a JSON body.
    const checkout = (c: { who: Identity; addressId: string }) =>
      browserPost(
        "/abuse-checkout/checkout.data",
        "127.0.0.61",
        {
          json: {
            checkoutId: randomUUID(),
            addressId: c.addressId,
            deliveryMode: "delivery",
            lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
          },
        },
        c.who.cookie,
      );
    const ordersOf = (userId: string) => server.services.db.$count(orders, eq(orders.userId, userId));

    expect((await checkout(asha)).status).toBe(200);
    expect((await checkout(asha)).status).toBe(200);
    const refused = await checkout(asha);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(refused.body).toMatch(TOO_MANY); // inside the turbo-stream payload the fetcher decodes
    expect(await ordersOf(asha.who.userId as string)).toBe(2);
    // Ravi shares Asha's address (same office network) and is not affected.
    expect((await checkout(ravi)).status).toBe(200);
    expect(await ordersOf(ravi.who.userId as string)).toBe(1);
  });
});

describe("UPI payment claims", () => {
  it("limits the UTRs a shopper may give, per person", async () => {
    const seller = await person("Claim Seller", "seller");
    const shop = await openShop(server, seller, "abuse-claims");
    await server.services.db
      .insert(paymentSettings)
      .values({ sellerId: shop.id, upiId: "claims@oksbi", payeeName: "Claims", acceptsUpi: true });
    const product = await makeProduct(server.services.db, shop.id, { stock: 50 });
    const asha = await person("Asha Claimer");
    const saved = await createAddress(server.services.db, asha.userId as string, ADDRESS);
    const placed = await placeOrders(
      server.services.db,
      { userId: asha.userId as string, sellerId: shop.id },
      {
        checkoutId: randomUUID(),
        addressId: saved.id,
        deliveryMode: "delivery",
        paymentMethod: "upi",
        lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
      },
    );
    const claim = (utr: string) => browserPost(`/abuse-claims/pay/${placed.orderId}.data`, "127.0.0.71", { form: { utr } }, asha.cookie);
    // Accepted: on to the order's confirmation page (single fetch answers a redirect with 202 and the target in the body).
    const accepted = await claim("412345678901");
    expect(accepted.status).toBe(202);
    expect(accepted.body).toContain(`/abuse-claims/orders/${placed.orderId}/placed`);
    expect((await claim("412345678902")).status).toBe(409); // already claimed: counted all the same
    const refused = await claim("412345678903");
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatch(TOO_MANY);
    const [row] = await server.services.db.select().from(checkout).where(eq(checkout.id, placed.orderId));
    expect(row).toMatchObject({ paymentStatus: "claimed", utr: "412345678901" });
  });
});

describe("the limiter itself", () => {
  it("lets exactly N of many concurrent requests through, whichever connection they use", async () => {
    const key = `test:concurrent:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(server.services.db, key, { max: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const r of results) if (!r.allowed) expect(r.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it("starts a fresh window once the old one has ended", async () => {
    const key = `test:window:${randomUUID()}`;
    const rule = { max: 1, windowSeconds: 1 };
    expect((await consumeRateLimit(server.services.db, key, rule)).allowed).toBe(true);
    expect(await consumeRateLimit(server.services.db, key, rule)).toEqual({ allowed: false, retryAfter: 1 });
    await sleep(1100);
    expect((await consumeRateLimit(server.services.db, key, rule)).allowed).toBe(true);
  });

  it("tells the wait in words a person reads", () => {
    expect(tooManyRequestsMessage(1)).toBe("Too many requests. Please try again in 1 second.");
    expect(tooManyRequestsMessage(42.2)).toBe("Too many requests. Please try again in 43 seconds.");
    expect(tooManyRequestsMessage(599)).toBe("Too many requests. Please try again in 10 minutes.");
  });
});

describe("cross-site request forgery", () => {
  let victim: Identity;
  const newAddress = { intent: "create", ...ADDRESS, name: "Forged Address" };
  const addressCount = () => server.services.db.$count(address, eq(address.userId, victim.userId as string));

  beforeAll(async () => {
    victim = await person("Victim");
    const seller = await person("CSRF Seller", "seller");
    await openShop(server, seller, "abuse-csrf");
  });

  it("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const res = await send("/api/auth/sign-in/email", {
      from: "127.0.0.71",
      json: { email: victim.email, password: "secret-123" },
      headers: { origin: server.url },
    });
    const session = (res.headers["set-cookie"] ?? []).find((c) => c.includes("session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ["another Origin", { origin: "https://evil.example" }],
    ["the same host on another port", { origin: "http://127.0.0.1:1" }],
    ["Origin null (sandboxed frame)", { origin: "null" }],
    ["Sec-Fetch-Site cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["a Referer from another site without Origin", { referer: "https://evil.example/page" }],
  ])("refuses a state-changing POST with %s (403, nothing changed)", async (_label, headers) => {
    const before = await addressCount();
    const document = await send("/abuse-csrf/addresses", { form: newAddress, headers: { ...headers, cookie: victim.cookie } });
    expect(document.status).toBe(403);
    expect(document.body).toBe(CROSS_SITE_REFUSED);
    const data = await send("/abuse-csrf/addresses.data", { form: newAddress, headers: { ...headers, cookie: victim.cookie } });
    expect(data.status).toBe(403);
    expect(await addressCount()).toBe(before);
  });

  it("accepts the same POST from the site's own pages, and from clients that send no Origin at all", async () => {
    const before = await addressCount();
    const sameOrigin = await send("/abuse-csrf/addresses.data", {
      form: newAddress,
      headers: { origin: server.url, cookie: victim.cookie },
    });
    expect(sameOrigin.status).toBe(200);
    const fetchMetadata = await send("/abuse-csrf/addresses.data", {
      form: newAddress,
      headers: { "sec-fetch-site": "same-origin", referer: `${server.url}/abuse-csrf`, cookie: victim.cookie },
    });
    expect(fetchMetadata.status).toBe(200);
    // curl and scripts: no browser, so no victim's cookies to abuse; the session check applies as usual.
    const noOrigin = await send("/abuse-csrf/addresses.data", { form: newAddress, headers: { cookie: victim.cookie } });
    expect(noOrigin.status).toBe(200);
    expect(await addressCount()).toBe(before + 3);
  });

  it("GET stays open to links from other sites", async () => {
    const res = await send("/abuse-csrf", { headers: { "sec-fetch-site": "cross-site", referer: "https://evil.example/" } });
    expect(res.status).toBe(200);
  });

  it("better-auth refuses cross-origin writes with a session cookie at /api/auth", async () => {
    // Signing out is a write the app uses (update-user and the like are switched off: auth.server.ts).
    const cookie = await signIn(server, victim);
    const signedIn = async () => (await send("/api/auth/get-session", { headers: { cookie } })).body !== "null";
    const forged = await send("/api/auth/sign-out", { json: {}, headers: { origin: "https://evil.example", cookie } });
    expect(forged.status).toBe(403);
    expect(await signedIn()).toBe(true);
    const own = await send("/api/auth/sign-out", { json: {}, headers: { origin: server.url, cookie } });
    expect(own.status).toBe(200);
    expect(await signedIn()).toBe(false);
  });
});
