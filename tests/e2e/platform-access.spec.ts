// The access table (docs/product.md#roles-and-access) for guest, customer, seller, another seller and admin: every route answers
// with its page or the right redirect, decided on the server.
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

type Who = "guest" | "customer" | "seller" | "otherSeller" | "admin";
const WHO: Who[] = ["guest", "customer", "seller", "otherSeller", "admin"];
/** 200, 404, or the path a redirect must lead to. */
type Outcome = 200 | 404 | string;

const PASSWORD = "haat-demo-123";
const loginTo = (path: string) => `/demo/login?redirectTo=${encodeURIComponent(path)}`;
const everyone = (outcome: Outcome): Record<Who, Outcome> => ({
  guest: outcome,
  customer: outcome,
  seller: outcome,
  otherSeller: outcome,
  admin: outcome,
});
const signedIn = (guest: Outcome, others: Outcome): Record<Who, Outcome> => ({ ...everyone(others), guest });

const TABLE: Array<[string, Record<Who, Outcome>]> = [
  ["/", everyone(200)],
  ["/about", everyone(200)],
  ["/blog", everyone(200)],
  ["/privacy", everyone(200)],
  ["/terms", everyone(200)],
  ["/faq", everyone(200)],
  ["/feedback", everyone(200)],
  ["/login", signedIn(200, "/")],
  ["/forgot-password", everyone(200)],
  ["/demo", everyone(200)],
  ["/demo/login", signedIn(200, "/demo")],
  ["/demo/register", signedIn(200, "/demo")],
  ["/demo/forgot-password", everyone(200)],
  ["/demo/cart", everyone(200)],
  ["/demo/about", everyone(200)],
  ["/demo/feedback", everyone(200)],
  ["/demo/blog", everyone(200)],
  ["/demo/blog/1", everyone(200)],
  ["/demo/blog/category/marketing", everyone(200)],
  ["/demo/privacy", everyone(200)],
  ["/demo/terms", everyone(200)],
  ["/demo/faq", everyone(200)],
  ["/demo/checkout", signedIn(loginTo("/demo/checkout"), 200)],
  ["/demo/orders", signedIn(loginTo("/demo/orders"), 200)],
  ["/demo/dashboard", { guest: loginTo("/demo/dashboard"), customer: "/demo", seller: 200, otherSeller: "/demo", admin: "/demo" }],
  ["/admin", { guest: "/login?redirectTo=%2Fadmin", customer: "/", seller: "/", otherSeller: "/", admin: 200 }],
  ["/no-such-shop-anywhere", everyone("/?store-not-found")],
  ["/demo/no/such/page", everyone(404)],
];

const contexts = new Map<Who, APIRequestContext>();

test.beforeAll(async ({ baseURL }) => {
  const make = () => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  contexts.set("guest", await make());
  // The customer signs up (not rate-limited like sign-in); the others sign in once each.
  const customer = await make();
  const signUp = await customer.post("/api/auth/sign-up/email", {
    data: { name: "Route Tester", email: `routes.${Date.now()}@example.com`, password: PASSWORD },
  });
  expect(signUp.ok()).toBe(true);
  contexts.set("customer", customer);
  for (const [who, email] of [
    ["seller", "seller@example.com"],
    ["otherSeller", "priya@example.com"],
    ["admin", "admin@example.com"],
  ] as const) {
    const ctx = await make();
    const res = await ctx.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
    expect(res.ok(), `${email} signs in`).toBe(true);
    contexts.set(who, ctx);
  }
});

test.afterAll(async () => {
  for (const ctx of contexts.values()) await ctx.dispose();
});

for (const who of WHO) {
  test(`route table as ${who}`, async () => {
    const ctx = contexts.get(who);
    if (!ctx) throw new Error(`no context for ${who}`);
    const problems: string[] = [];
    for (const [path, outcomes] of TABLE) {
      const expected = outcomes[who];
      const res = await ctx.get(path, { maxRedirects: 0 });
      const location = res.headers().location;
      const actual: Outcome = res.status() >= 300 && res.status() < 400 ? (location ?? "?") : (res.status() as Outcome);
      if (actual !== expected) problems.push(`${path}: expected ${expected}, got ${actual}`);
    }
    expect(problems).toEqual([]);
  });
}
