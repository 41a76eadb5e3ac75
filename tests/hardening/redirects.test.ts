// Redirect targets taken from a request (redirectTo, errorTo) over real HTTP against the production
// build: whatever is sent, every endpoint's Location header is a path on this site once a browser
// has parsed it, and a hostile value never turns into a 500. Also: no Google button without Google.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, type Identity, openShop, PASSWORD, signIn, signUp, startAppServer } from "./support/app-server";
import { hostileRedirect } from "./support/fuzz-values";

const SHOP = "redirect-shop";
let server: AppServer;
let customer: Identity;

beforeAll(async () => {
  server = await startAppServer();
  const seller = await signUp(server, "Redirect Seller", "seller");
  await openShop(server, seller, SHOP);
  customer = await signUp(server, "Redirect Customer");
});
afterAll(async () => {
  await server?.close();
});

function get(path: string, cookie = "") {
  return fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

function post(path: string, form: Record<string, string>, cookie = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });
}

/**
 * The response redirects, and a browser following it stays on this site. (A NUL byte, which
 * PostgreSQL text cannot hold, is refused outright by the app with a 400: also safe.)
 */
async function expectSameSiteRedirect(res: Response, ...values: string[]): Promise<boolean> {
  const location = res.headers.get("location");
  const context = `for ${JSON.stringify(values)}: ${res.status} → ${JSON.stringify(location)}`;
  if (res.status === 400 && values.some((v) => v.includes("\0"))) {
    expect(location, context).toBeNull();
    await res.body?.cancel();
    return false;
  }
  expect(res.status, context).toBeGreaterThanOrEqual(300);
  expect(res.status, context).toBeLessThan(400);
  expect(location, context).toMatch(/^\/[\x21-\x7e]*$/);
  expect(new URL(location as string, `${server.url}/${SHOP}/login`).origin, context).toBe(server.url);
  await res.body?.cancel();
  return true;
}

// As a browser encodes a query (a lone surrogate becomes U+FFFD rather than throwing).
const q = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
const RUNS = { numRuns: 40 };

describe("every redirect target from a request stays on the site", () => {
  it("/auth/google?redirectTo&errorTo (no sign-in needed)", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRedirect, hostileRedirect, async (to, errorTo) => {
        await expectSameSiteRedirect(await get(`/auth/google?redirectTo=${q(to)}&errorTo=${q(errorTo)}`), to, errorTo);
      }),
      RUNS,
    );
  });

  it("GET /login, /{shop}/login and /{shop}/register when already signed in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/login", `/${SHOP}/login`, `/${SHOP}/register`), hostileRedirect, async (path, to) => {
        await expectSameSiteRedirect(await get(`${path}?redirectTo=${q(to)}`, customer.cookie), to);
      }),
      RUNS,
    );
  });

  it("POST /login and /{shop}/login right after a real sign-in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/login", `/${SHOP}/login`), hostileRedirect, async (path, to) => {
        const res = await post(path, { email: customer.email as string, password: PASSWORD, redirectTo: to });
        if (await expectSameSiteRedirect(res, to)) expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("POST /{shop}/register right after a real sign-up", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileRedirect, async (to) => {
        const res = await post(`/${SHOP}/register`, {
          name: "New Customer",
          email: `redirect-new-${n++}-${Date.now()}@example.com`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          address: "12 MG Road, Pune",
          pincode: "411001",
          mobile: "9876543210",
          redirectTo: to,
        });
        await expectSameSiteRedirect(res, to);
      }),
      { numRuns: 20 },
    );
  });

  it("POST /logout", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRedirect, async (to) => {
        await expectSameSiteRedirect(await post("/logout", { redirectTo: to }, await signIn(server, customer)), to);
      }),
      RUNS,
    );
  });

  it("POST /language (the switcher), signed in or not", async () => {
    const cookie = await signIn(server, customer);
    await fc.assert(
      fc.asyncProperty(hostileRedirect, fc.constantFrom("hi", "en", "xx", ""), fc.boolean(), async (to, lang, signedIn) => {
        await expectSameSiteRedirect(await post("/language", { lang, redirectTo: to }, signedIn ? cookie : ""), to);
      }),
      RUNS,
    );
  });

  it("a control character between the slashes goes to the default, and a newline is no 500", async () => {
    for (const to of ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example"]) {
      const login = await post("/login", { email: customer.email as string, password: PASSWORD, redirectTo: to });
      expect(login.status).toBe(302);
      expect(login.headers.get("location")).toBe("/");
      const google = await get(`/auth/google?errorTo=${q(to)}`);
      expect(google.headers.get("location")).toBe("/login?error=google");
    }
  });
});

describe("Sign in with Google", () => {
  it("is not offered when Google is not configured", async () => {
    for (const path of ["/login", `/${SHOP}/login`]) {
      const html = await (await get(path)).text();
      expect(html).toContain("Log in to your account");
      expect(html).not.toContain("Sign in with Google");
      expect(html).not.toContain("/auth/google");
    }
  });
});
