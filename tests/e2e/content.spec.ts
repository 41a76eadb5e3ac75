// Shop content and the way back in: a shop's own About and FAQ, who is
// signed in on the platform header, the shop owner's Dashboard link, the Store Not Found notice,
// the footer links, the phone header, the forms' replies without JavaScript and the QR fallback.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { logIn } from "./support/demo";
import { withDb } from "./support/platform-db";

const resetDemoPages = () => withDb((db) => db.query("update seller set about = '', faq = '[]' where handle = 'demo'"));

test.describe("a shop's own About and FAQ", () => {
  test.afterEach(resetDemoPages);

  test("the seller writes them in the dashboard; the shop shows them, another shop does not", async ({ page }) => {
    await logIn(page, "seller@example.com", "/demo/login");
    await page.goto("/demo/dashboard/profile");
    const editor = page.locator("form").filter({ has: page.getByLabel("About your shop") });
    await editor.getByLabel("About your shop").fill("Family-run since 1988 in Jaipur.\n\nEvery kurta is stitched in our own workshop.");
    await editor.getByLabel("Question 1", { exact: true }).fill("Do you alter sizes?");
    await editor.getByLabel("Answer 1", { exact: true }).fill("Yes, free of charge within a week.");
    await editor.getByRole("button", { name: "Add question" }).click();
    await editor.getByLabel("Question 2", { exact: true }).fill("Do you ship abroad?");
    await editor.getByLabel("Answer 2", { exact: true }).fill("Not yet.");
    await editor.getByRole("button", { name: "Move up question 2" }).click();
    await expect(editor.getByLabel("Question 1", { exact: true })).toHaveValue("Do you ship abroad?");
    await editor.getByRole("button", { name: "Save About and FAQ" }).click();
    await expect(editor.getByRole("status")).toHaveText("About and FAQ saved.");

    await page.goto("/demo/about");
    await expect(page.getByText("Every kurta is stitched in our own workshop.")).toBeVisible();
    await expect(page.getByText(/Haat was founded/)).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Family-run since 1988 in Jaipur.")).toBeVisible();
    await expect(footer.getByText(/Quality clothing for the whole family/)).toHaveCount(0);
    await page.goto("/demo/faq");
    const questions = page.locator("main summary");
    await expect(questions).toHaveText(["Do you ship abroad?", "Do you alter sizes?"]);
    await questions.nth(1).click();
    await expect(page.getByText("Yes, free of charge within a week.")).toBeVisible();

    // Another shop shows its own defaults, built from its own data.
    await page.goto("/priya-fashions/about");
    await expect(page.getByRole("main").getByText(/Priya Fashions is a shop in Broadway, Ernakulam/)).toBeVisible();
    await expect(page.getByText(/Family-run since 1988/)).toHaveCount(0);
    await page.goto("/priya-fashions/faq");
    await expect(page.locator("main summary")).not.toContainText(["Do you ship abroad?"]);
    await expect(page.getByRole("contentinfo").getByText(/Priya Fashions is a shop in/)).toBeVisible();
  });

  test("the editor works without JavaScript: add, remove, save", async ({ page, browser }) => {
    await logIn(page, "seller@example.com", "/demo/login");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/demo/dashboard/profile");
    await noJs.getByLabel("Question 1", { exact: true }).fill("Is parking available?");
    await noJs.getByLabel("Answer 1", { exact: true }).fill("Yes, behind the shop.");
    await noJs.getByRole("button", { name: "Add question" }).click();
    await expect(noJs.getByLabel("Question 1", { exact: true })).toHaveValue("Is parking available?");
    await noJs.getByLabel("Question 2", { exact: true }).fill("Cash on delivery?");
    await noJs.getByLabel("Answer 2", { exact: true }).fill("Yes.");
    await noJs.getByRole("button", { name: "Add question" }).click();
    await noJs.getByLabel("Question 3", { exact: true }).fill("A question without an answer");
    await noJs.getByRole("button", { name: "Save About and FAQ" }).click();
    await expect(noJs.getByRole("alert")).toHaveText("Each FAQ entry needs both a question and an answer.");
    await noJs.getByRole("button", { name: "Remove question 3" }).click();
    await noJs.getByRole("button", { name: "Remove question 1" }).click();
    await expect(noJs.getByLabel("Question 1", { exact: true })).toHaveValue("Cash on delivery?");
    await noJs.getByRole("button", { name: "Save About and FAQ" }).click();
    await expect(noJs.getByRole("status").filter({ hasText: "About and FAQ saved." })).toBeVisible();
    await noJs.goto("/demo/faq");
    // The FAQ's own disclosures (the header has its own <details> for search and the phone menu).
    await expect(noJs.locator("main summary")).toHaveText(["Cash on delivery?"]);
    await noJs.context().close();
  });
});

test.describe("signed-in people see who they are and where to go", () => {
  test("a guest gets Log in; a seller gets their dashboard; the shop owner's header links to it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await logIn(page, "seller@example.com");
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await nav.locator("summary", { hasText: "Signed in as" }).click();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/demo/dashboard");
    await page.goto("/demo");
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/demo/dashboard",
    );
    // Not in someone else's shop.
    await page.goto("/priya-fashions");
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Signed in as" }).click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("an admin gets the admin console; a customer sees neither", async ({ page }) => {
    await logIn(page, "admin@example.com");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Signed in as" }).click();
    await expect(nav.getByRole("link", { name: "Admin console" })).toHaveAttribute("href", "/admin");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await page.context().clearCookies();
    await logIn(page, "customer@example.com", "/demo/login");
    await page.goto("/");
    await nav.locator("summary", { hasText: "Signed in as" }).click();
    await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Dashboard|Admin console/ })).toHaveCount(0);
    await page.goto("/demo");
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });
});

test("a mistyped shop URL lands on the landing page saying Store Not Found", async ({ page }) => {
  await page.goto("/no-such-shop-xyz");
  await expect(page).toHaveURL("/?store-not-found");
  await expect(page.getByRole("alert")).toContainText("Store Not Found.");
  await expect(page.getByRole("alert")).toContainText("The store you're looking for doesn't exist or may have been removed.");
  await page.goto("/");
  await expect(page.getByText("Store Not Found.")).toHaveCount(0);
});

test("the platform footer has Home and About Us going to /about", async ({ page }) => {
  await page.goto("/blog");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await footer.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
});

test("on a 390 px phone the Contact link is reachable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Menu" }).click();
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeInViewport();
  await expect(nav.getByRole("link", { name: "Get Started" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
});

test.describe("forms reply without JavaScript", () => {
  test("the contact form shows its success and its error", async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name").fill("Meena");
    await form.getByLabel("Email").fill(`meena.${Date.now()}@example.com`);
    await form.getByLabel("Message").fill(" ");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact form").getByRole("alert")).toBeVisible();
    await expect(page.locator("#contact form").getByRole("alert")).toBeInViewport();
    await page.locator("#contact form").getByLabel("Name").fill("Meena");
    await page.locator("#contact form").getByLabel("Email").fill(`meena.${Date.now()}@example.com`);
    await page.locator("#contact form").getByLabel("Message").fill("Can I sell handicrafts?");
    await page.locator("#contact form").getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact form").getByRole("status")).toHaveText("Your message has been sent successfully!");
    await expect(page.locator("#contact form").getByRole("status")).toBeInViewport();
    await page.context().close();
  });

  for (const path of ["/feedback", "/demo/feedback"]) {
    test(`the feedback form at ${path} shows its success and its error`, async ({ browser }) => {
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await page.goto(path);
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
      await page.getByLabel("Name").fill("Meena");
      await page.getByLabel("Message").fill("Lovely shop.");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("status").filter({ hasText: /./ })).toBeVisible();
      await page.context().close();
    });
  }
});

test("the QR share says so honestly when the link could not be copied, and offers it to copy by hand", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      configurable: true,
    });
  });
  await page.goto("/demo");
  const dialog = page.getByRole("dialog", { name: "Your Shop QR Code" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Shop QR Code" }).first().click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Failed to share, and the URL could not be copied. Please copy it from the box below.")).toBeVisible();
  await expect(page.getByText(/URL copied to clipboard/)).toHaveCount(0);
  await expect(dialog.getByLabel("Copy this link")).toHaveValue(/\/demo$/);
});

/** A page without JavaScript that carries `page`'s sign-in. */
async function noJsPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}
