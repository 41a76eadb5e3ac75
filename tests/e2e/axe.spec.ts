// axe-core on every page of app/routes.ts (and the open states that matter) at a phone's and a
// laptop's width: WCAG 2.1 A/AA and axe's best practices, zero violations; and nothing the page
// loads or runs, hydrated and opened, is refused by its Content-Security-Policy.
// One signed-in browser context per role, reused by every page of that role.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { EVERY_PAGE, expectNoCspViolation, type Ids, pathOf, RoleContexts, readIds, type Visit } from "./support/every-page";
import { hydrated } from "./support/hydrated";

const WIDTHS = [390, 1366] as const;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Check extends Visit {
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

/** Every page (support/every-page.ts), then the open states that matter. */
const PAGES: Check[] = [
  ...EVERY_PAGE,
  // Hover colours count too: axe reads the computed style, so a hovered control is checked as shown.
  {
    name: "platform /login, Show password hovered",
    role: "guest",
    path: "/login",
    open: (page) => page.getByRole("button", { name: "Show password" }).hover(),
  },
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
  {
    name: "cart, with an item",
    role: "guest",
    path: "/demo",
    open: (page) => addToCart(page, ids),
  },
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
  {
    name: "cart, Choose Delivery Option",
    role: "shopper",
    path: "/demo",
    open: async (page) => {
      await addToCart(page, ids);
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      await expect(page.getByRole("dialog", { name: "Choose Delivery Option" }).getByRole("radio").first()).toBeVisible();
    },
  },
];

const contexts = new RoleContexts();

// The pages only read the demo data (the cart states use a guest's or a new shopper's cart), so the
// checks split over both workers, each half with its own signed-in contexts. Each test is a full axe
// run of a page at two widths; the shop's home page alone takes ~25 s on a busy 2-core machine.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

test.beforeAll(async () => {
  ids = await readIds();
});

test.afterAll(async () => {
  await contexts.close();
});

for (const check of PAGES) {
  test(`axe: ${check.name}`, async ({ browser }) => {
    const page = await contexts.page(browser, check.role);
    const path = pathOf(check, ids);
    const found: string[] = [];
    let loaded = false;
    for (const width of check.widths ?? WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      // The layout follows the width through CSS alone (no script reads it), so a page without an
      // open state is loaded once and laid out again at the next width; an open state starts anew.
      if (!loaded || check.open) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await hydrated(page, "body > *");
        loaded = true;
      } else await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (check.open) await check.open(page, width);
      // Violations only: axe then builds selectors for the violating nodes, not for every node that passes.
      // Legacy mode runs axe in the page itself instead of collecting every frame's partial results
      // into a new blank page; it only leaves out cross-origin frames, and Haat's pages have no frames.
      const { violations } = await new AxeBuilder({ page })
        .withTags(TAGS)
        .options({ resultTypes: ["violations"] })
        .setLegacyMode()
        .analyze();
      for (const v of violations)
        for (const node of v.nodes)
          found.push(
            `${width}px ${path} — ${v.id} (${v.impact}): ${node.target.join(" ")}\n    ${node.failureSummary?.replace(/\n/g, " ")}`,
          );
      await expectNoCspViolation(page, `${width}px ${path}`);
    }
    expect(found, `axe violations on ${check.name}:\n${found.join("\n")}`).toEqual([]);
  });
}
