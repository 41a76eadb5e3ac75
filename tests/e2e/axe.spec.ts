// axe-core on every page of app/routes.ts (and the open states that matter) at a phone's and a
// laptop's width: WCAG 2.1 A/AA and axe's best practices, zero violations (issue 18).
// One signed-in browser context per role, reused by every page of that role.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { logIn } from "./support/demo";
import { withDb } from "./support/platform-db";

type Role = "guest" | "customer" | "seller" | "admin";

const WIDTHS = [390, 1366] as const;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const LOGINS: Record<Exclude<Role, "guest">, string> = {
  customer: "customer@example.com",
  seller: "seller@example.com",
  admin: "admin@example.com",
};

/** Ids the dynamic paths need, read from the seeded demo data. */
interface Ids {
  product: string;
  category: string;
  order: string;
  customer: string;
}

interface Check {
  name: string;
  role: Role;
  path: string | ((ids: Ids) => string);
  /** An open state to check after the page has loaded (a modal, a menu). */
  open?: (page: Page, width: number) => Promise<void>;
  /** Only at these widths (the phone menu exists only on a phone). */
  widths?: readonly number[];
}

const PHONE = [390] as const;

/** Opens the storefront's phone menu (a button only below md). */
async function openPhoneMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
}

/** Clicks a header action: from the phone menu on a phone, the header's own button on a laptop. */
async function fromHeader(page: Page, width: number, name: string) {
  if (width < 768) await openPhoneMenu(page);
  await page.getByRole("button", { name, exact: true }).filter({ visible: true }).click();
}

/** Opens the signed-in shopper's 'Your Profile' popup. */
async function openProfile(page: Page, width: number) {
  await fromHeader(page, width, "My Profile / Order History");
  await expect(page.getByRole("dialog", { name: "Your Profile" }).getByRole("heading", { name: "Profile" })).toBeVisible();
}

/** Opens a header popup and waits for its dialog. */
const headerDialog =
  (button: string, dialog: string) =>
  async (page: Page, width: number): Promise<void> => {
    await fromHeader(page, width, button);
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
  };

/** Puts one item in the cart through the product page, then opens the cart. */
async function addToCart(page: Page, ids: Ids) {
  await page.goto(`/demo/product/${ids.product}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText("Item added to cart!")).toBeVisible();
  await page.goto("/demo/cart");
  await expect(page.getByRole("button", { name: /^Remove / })).toBeVisible();
}

let ids: Ids;

const PAGES: Check[] = [
  // ── platform
  ...["/", "/login", "/register", "/forgot-password", "/reset-password?token=x", "/a/b/c"].map(
    (path): Check => ({ name: `platform ${path}`, role: "guest", path }),
  ),
  // Hover colours count too: axe reads the computed style, so a hovered control is checked as shown.
  {
    name: "platform /login, Show password hovered",
    role: "guest",
    path: "/login",
    open: (page) => page.getByRole("button", { name: "Show password" }).hover(),
  },
  ...["about", "blog", "blog/category/tips%20%26%20tricks", "blog/1", "privacy", "terms", "faq", "feedback"].flatMap((p): Check[] => [
    { name: `platform /${p}`, role: "guest", path: `/${p}` },
    { name: `shop /demo/${p}`, role: "guest", path: `/demo/${p}` },
  ]),
  // ── storefront, as a guest
  { name: "shop home", role: "guest", path: "/demo" },
  { name: "shop home, phone menu open", role: "guest", path: "/demo", widths: PHONE, open: openPhoneMenu },
  { name: "shop home, Shop Profile popup", role: "guest", path: "/demo", open: headerDialog("Shop Profile", "Shop Profile") },
  { name: "shop home, Shop QR Code popup", role: "guest", path: "/demo", open: headerDialog("Shop QR Code", "Your Shop QR Code") },
  {
    name: "shop home, search open",
    role: "guest",
    path: "/demo",
    open: async (page, width) => {
      await fromHeader(page, width, width < 768 ? "Search products" : "Search");
      await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
    },
  },
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
  {
    name: "cart, with an item",
    role: "guest",
    path: "/demo",
    open: (page) => addToCart(page, ids),
  },
  { name: "shop login", role: "guest", path: "/demo/login" },
  { name: "shop register", role: "guest", path: "/demo/register" },
  { name: "shop forgot password", role: "guest", path: "/demo/forgot-password" },
  { name: "track an order", role: "guest", path: "/demo/track" },
  { name: "shop not found", role: "guest", path: "/no-such-shop-here" },
  { name: "page not found in a shop", role: "guest", path: "/demo/no/such/page" },
  // ── storefront, signed in as the demo customer
  { name: "shop home, signed in", role: "customer", path: "/demo" },
  { name: "profile popup", role: "customer", path: "/demo", open: openProfile },
  {
    name: "profile popup, Edit Profile",
    role: "customer",
    path: "/demo",
    open: async (page, width) => {
      await openProfile(page, width);
      await page.getByRole("dialog", { name: "Your Profile" }).getByRole("button", { name: "Edit Profile" }).click();
      await expect(page.getByRole("dialog", { name: "Your Profile" }).getByLabel("Full Name", { exact: true })).toBeVisible();
    },
  },
  {
    name: "profile popup, Orders History and Order Details",
    role: "customer",
    path: "/demo",
    open: async (page, width) => {
      await openProfile(page, width);
      const popup = page.getByRole("dialog", { name: "Your Profile" });
      await popup.getByRole("tab", { name: "Orders History" }).click();
      await popup.getByRole("button", { name: /^View/ }).first().click();
      await expect(popup.getByText("Order Details").first()).toBeVisible();
    },
  },
  { name: "wishlist", role: "customer", path: "/demo/wishlist" },
  { name: "orders", role: "customer", path: "/demo/orders" },
  { name: "an order", role: "customer", path: (i) => `/demo/orders/${i.order}` },
  { name: "checkout", role: "customer", path: "/demo/checkout" },
  {
    name: "cart, Choose Delivery Option",
    role: "customer",
    path: "/demo",
    open: async (page) => {
      await addToCart(page, ids);
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      await expect(page.getByRole("dialog", { name: "Choose Delivery Option" }).getByRole("radio").first()).toBeVisible();
    },
  },
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
  ].map((p): Check => ({ name: `dashboard${p || " today"}`, role: "seller", path: `/demo/dashboard${p}` })),
  { name: "dashboard order", role: "seller", path: (i) => `/demo/dashboard/orders/${i.order}` },
  { name: "dashboard product", role: "seller", path: (i) => `/demo/dashboard/products/${i.product}` },
  { name: "dashboard customer", role: "seller", path: (i) => `/demo/dashboard/customers/${i.customer}` },
  // ── admin console
  ...["", "/sellers", "/banners", "/inbox", "/inbox?show=feedback", "/users", "/reviews"].map(
    (p): Check => ({ name: `admin${p || " overview"}`, role: "admin", path: `/admin${p}` }),
  ),
];

/** One context per role, signed in once. */
const contexts = new Map<Role, BrowserContext>();
async function pageFor(browser: Browser, role: Role): Promise<Page> {
  let context = contexts.get(role);
  if (!context) {
    context = await browser.newContext();
    contexts.set(role, context);
    if (role !== "guest") await logIn(await context.newPage(), LOGINS[role]);
  }
  return context.pages()[0] ?? (await context.newPage());
}

test.beforeAll(async () => {
  ids = await withDb(async (db) => {
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
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

for (const check of PAGES) {
  test(`axe: ${check.name}`, async ({ browser }) => {
    const page = await pageFor(browser, check.role);
    const path = typeof check.path === "function" ? check.path(ids) : check.path;
    const found: string[] = [];
    for (const width of check.widths ?? WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      if (check.open) await check.open(page, width);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations)
        for (const node of v.nodes)
          found.push(
            `${width}px ${path} — ${v.id} (${v.impact}): ${node.target.join(" ")}\n    ${node.failureSummary?.replace(/\n/g, " ")}`,
          );
    }
    expect(found, `axe violations on ${check.name}:\n${found.join("\n")}`).toEqual([]);
  });
}
