// Every page of app/routes.ts, once each, with the role that sees it: walked by the axe check
// (axe.spec.ts) and the Hindi check (hindi.spec.ts), both of which also find every page running
// under its Content-Security-Policy. Open states (popups, menus) are the specs' own.
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { BASE_URL } from "../../../playwright.config";
import { saveAddress } from "./cart-flow";
import { logIn, signUpShopper } from "./demo";
import { withDb } from "./platform-db";

/**
 * "shopper" is a new shopper of shop `demo` with a saved address, for states that fill a cart:
 * the demo customer's cart is on the server and other specs fill and empty it at the same time.
 */
export type Role = "guest" | "customer" | "seller" | "admin" | "shopper";

const LOGINS: Record<Exclude<Role, "guest" | "shopper">, string> = {
  customer: "customer@example.com",
  seller: "seller@example.com",
  admin: "admin@example.com",
};

/** Ids the dynamic paths need, read from the seeded demo data. */
export interface Ids {
  product: string;
  category: string;
  order: string;
  customer: string;
}

export interface Visit {
  name: string;
  role: Role;
  path: string | ((ids: Ids) => string);
}

export const pathOf = (visit: Visit, ids: Ids) => (typeof visit.path === "function" ? visit.path(ids) : visit.path);

export const EVERY_PAGE: Visit[] = [
  // ── platform
  ...["/", "/login", "/register", "/forgot-password", "/reset-password?token=x", "/a/b/c"].map(
    (path): Visit => ({ name: `platform ${path}`, role: "guest", path }),
  ),
  ...["about", "blog", "blog/category/tips%20%26%20tricks", "blog/1", "privacy", "terms", "faq", "feedback"].flatMap((p): Visit[] => [
    { name: `platform /${p}`, role: "guest", path: `/${p}` },
    { name: `shop /demo/${p}`, role: "guest", path: `/demo/${p}` },
  ]),
  // ── storefront, as a guest
  { name: "shop home", role: "guest", path: "/demo" },
  { name: "shop listing, all products", role: "guest", path: "/demo?mode=all" },
  {
    name: "shop listing, filtered",
    role: "guest",
    path: (i) => `/demo?main=men&category=${i.category}&color=Black&size=M&min=200&max=3000`,
  },
  { name: "shop search", role: "guest", path: "/demo?q=shirt" },
  { name: "shop search, nothing found", role: "guest", path: "/demo?q=zzzzqqq" },
  { name: "product", role: "guest", path: (i) => `/demo/product/${i.product}` },
  { name: "cart, empty", role: "guest", path: "/demo/cart" },
  { name: "shop login", role: "guest", path: "/demo/login" },
  { name: "shop register", role: "guest", path: "/demo/register" },
  { name: "shop forgot password", role: "guest", path: "/demo/forgot-password" },
  { name: "track an order", role: "guest", path: "/demo/track" },
  { name: "shop not found", role: "guest", path: "/no-such-shop-here" },
  { name: "page not found in a shop", role: "guest", path: "/demo/no/such/page" },
  // ── storefront, signed in as the demo customer
  { name: "shop home, signed in", role: "customer", path: "/demo" },
  { name: "wishlist", role: "customer", path: "/demo/wishlist" },
  { name: "saved addresses", role: "customer", path: "/demo/addresses" },
  { name: "orders", role: "customer", path: "/demo/orders" },
  { name: "an order", role: "customer", path: (i) => `/demo/orders/${i.order}` },
  { name: "an order's confirmation", role: "customer", path: (i) => `/demo/orders/${i.order}/placed` },
  { name: "checkout", role: "customer", path: "/demo/checkout" },
  // ── seller dashboard
  ...[
    "",
    "/orders",
    "/products",
    "/products/new",
    "/products/import",
    "/categories",
    "/banners",
    "/profile",
    "/payments",
    "/coupons",
    "/customers",
    "/reviews",
  ].map((p): Visit => ({ name: `dashboard${p || " today"}`, role: "seller", path: `/demo/dashboard${p}` })),
  { name: "dashboard order", role: "seller", path: (i) => `/demo/dashboard/orders/${i.order}` },
  { name: "dashboard product", role: "seller", path: (i) => `/demo/dashboard/products/${i.product}` },
  { name: "dashboard customer", role: "seller", path: (i) => `/demo/dashboard/customers/${i.customer}` },
  // ── admin console
  ...["", "/sellers", "/banners", "/inbox", "/inbox?show=feedback", "/users", "/reviews", "/access-log"].map(
    (p): Visit => ({ name: `admin${p || " overview"}`, role: "admin", path: `/admin${p}` }),
  ),
];

/** The demo data's ids (a product in stock, a men's category, an order of the demo customer). */
export async function readIds(): Promise<Ids> {
  const ids = await withDb(async (db) => {
    const { rows } = await db.query<Ids>(
      `select (select p.id from product p join product_stock ps on ps.product_id = p.id
                where p.seller_id = s.id and p.active and ps.stock > 5 order by p.created_at limit 1) as product,
              (select c.id from category c where c.seller_id = s.id and c.main = 'men' order by c.position limit 1) as category,
              (select o.id from orders o where o.seller_id = s.id and o.user_id = u.id order by o.created_at limit 1) as "order",
              u.id as customer
         from seller s, "user" u where s.handle = 'demo' and u.email = 'customer@example.com'`,
    );
    return rows[0] as Ids;
  });
  for (const [k, v] of Object.entries(ids)) expect(v, k).toBeTruthy();
  return ids;
}

async function signUpWithAddress(page: Page) {
  await page.goto("/demo");
  await signUpShopper(page, "Asha Verma");
  await saveAddress(page, "Asha Verma");
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records what the page's Content-Security-Policy refuses, from before any of its scripts run. A
 * refusal is a feature broken for shoppers and costs Lighthouse's best practices (zod's probe for
 * `new Function`, caught by zod but still reported, did so on every page with a form).
 */
export async function recordCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** Nothing the page loaded or ran so far was refused by its Content-Security-Policy. */
export async function expectNoCspViolation(page: Page, what: string) {
  expect(await page.evaluate(() => window.cspViolations), `CSP violations on ${what}`).toEqual([]);
}

/**
 * One browser context per role, signed in once (in English) and then set to `language`, if given.
 * Every page of it records CSP violations (expectNoCspViolation).
 */
export class RoleContexts {
  private contexts = new Map<Role, BrowserContext>();
  constructor(private language?: string) {}

  async page(browser: Browser, role: Role): Promise<Page> {
    let context = this.contexts.get(role);
    if (!context) {
      context = await browser.newContext();
      this.contexts.set(role, context);
      await recordCspViolations(context);
      if (role === "shopper") await signUpWithAddress(await context.newPage());
      else if (role !== "guest") await logIn(await context.newPage(), LOGINS[role]);
      if (this.language) await context.addCookies([{ name: "haat_lang", value: this.language, url: BASE_URL }]);
    }
    return context.pages()[0] ?? (await context.newPage());
  }

  async close() {
    for (const context of this.contexts.values()) await context.close();
    this.contexts.clear();
  }
}
