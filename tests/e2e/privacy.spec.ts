// Data rights (issue 39) through the production build: the privacy notice names the operator and the
// grievance officer and prints the retention periods, in English and Hindi; shop sign-up offers an
// unticked opt-in to offers and reminders; the profile's switch turns it on and off in one click; a
// data-rights request from the notice reaches the admin inbox with its due date. Drawn at phone width
// and on a laptop, in both languages.
import { expect, type Page, test } from "@playwright/test";
import { PRIVACY_REQUEST_DUE_DAYS, RETENTION_DAYS, TAX_RECORD_YEARS } from "../../app/domain/privacy/retention";
import { BASE_URL } from "../../playwright.config";
import { logIn } from "./support/demo";
import { hydrated } from "./support/hydrated";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const lang of ["en", "hi"] as const) {
  test(`the privacy notice in ${lang}: operator, officer and the retention periods`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    if (lang === "hi") await context.addCookies([{ name: "haat_lang", value: "hi", url: BASE_URL }]);
    const page = await context.newPage();
    for (const path of ["/privacy", "/demo/privacy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "Privacy Policy" : "प्राइवेसी पॉलिसी");
      const main = page.getByRole("main").last();
      // The defaults of PLATFORM_OPERATOR, PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL.
      await expect(main.getByText("Grievance Officer", { exact: false }).first()).toBeVisible();
      await expect(main.getByRole("link", { name: "privacy@haat.local" })).toHaveAttribute("href", "mailto:privacy@haat.local");
      const text = (await main.textContent()) ?? "";
      expect(text).toContain("Haat");
      const number = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);
      for (const n of [
        TAX_RECORD_YEARS,
        RETENTION_DAYS.guestCart,
        RETENTION_DAYS.accessLog,
        RETENTION_DAYS.backups,
        RETENTION_DAYS.accountDeletionCoolingOff,
        RETENTION_DAYS.dataExport,
        PRIVACY_REQUEST_DUE_DAYS,
      ])
        expect(text, String(n)).toMatch(number(n));
      if (lang === "hi") expect(text).toContain("शिकायत अधिकारी");
    }
    await shot(page, `notice-${lang}-phone`);
    await page.setViewportSize(LAPTOP);
    await page.goto("/privacy");
    await shot(page, `notice-${lang}-laptop`);
    await context.close();
  });
}

test("shop sign-up offers an unticked opt-in and links the notice; the profile switch turns it on and off", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/demo/register");
  await hydrated(page, "form");
  const optIn = page.getByRole("checkbox", { name: "Send me offers and reminders from shops I buy from" });
  await expect(optIn).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Privacy Policy" }).filter({ visible: true }).first()).toHaveAttribute(
    "href",
    "/demo/privacy",
  );
  await shot(page, "signup-phone");
  const email = `optin.${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Kavya Nair");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Confirm password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Address").fill("12 MG Road");
  await page.getByLabel("Pincode").fill("560001");
  await page.getByLabel("Mobile").fill("9830012345");
  await optIn.check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/demo$/);

  await page.setViewportSize(LAPTOP);
  await page.reload();
  await page.getByRole("button", { name: "My Profile / Order History", exact: true }).filter({ visible: true }).click();
  const dialog = page.getByRole("dialog", { name: "Your Profile" });
  const marketing = dialog.getByRole("checkbox", { name: /^Marketing messages/ });
  await expect(marketing).toBeChecked();
  await marketing.click();
  await expect(dialog.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(marketing).not.toBeChecked();
  await shot(page, "profile-laptop");
  // Drawn again from the server: the withdrawal was stored.
  await page.reload();
  await page.getByRole("button", { name: "My Profile / Order History", exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole("dialog", { name: "Your Profile" }).getByRole("checkbox", { name: /^Marketing messages/ })).not.toBeChecked();
});

test("a data-rights request from the notice reaches the admin inbox with its due date", async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/demo/privacy");
  await hydrated(page, "form");
  const message = `Please send me a copy of my data ${Date.now()}`;
  const form = page.locator("#request");
  await form.getByRole("radio", { name: "A copy of my data" }).check();
  await form.getByLabel("Name").fill("Kavya Nair");
  await form.getByLabel("Email").fill("kavya@example.com");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByRole("status").first()).toContainText("grievance officer");
  await shot(page, "request-sent-phone");

  const admin = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await logIn(admin, "admin@example.com");
  await admin.goto("/admin/inbox");
  const entry = admin.getByRole("listitem").filter({ hasText: message });
  await expect(entry).toContainText("Data-rights request: a copy of their data · /demo");
  const due = new Date(Date.now() + PRIVACY_REQUEST_DUE_DAYS * 24 * 60 * 60 * 1000);
  const dueText = due.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
  await expect(entry).toContainText(`Answer by ${dueText}`);
  await shot(admin, "inbox-laptop");
  // Opening the inbox, then the users list, are reads of personal data: logged with the admin, by name
  // (other journeys write to the same log meanwhile, so the admin's rows are picked out, newest first).
  await admin.goto("/admin/users");
  await admin.getByRole("link", { name: "Access log" }).click();
  await expect(admin.getByRole("heading", { name: "Access log" })).toBeVisible();
  const entries = admin.getByRole("list", { name: "Entries" }).getByRole("listitem").filter({ hasText: "admin@example.com" });
  await expect(entries.filter({ hasText: "read the users list" }).first()).toContainText("admin");
  await expect(entries.filter({ hasText: "read the inbox" }).first()).toBeVisible();
  await shot(admin, "access-log-laptop");
  await admin.setViewportSize(PHONE);
  await shot(admin, "access-log-phone");
});
