// "Delete my account" in the profile popup: a shopper proves it is them with their password, sees the
// pending banner with its date, keeps the account, and asks again; in English and Hindi, on a phone
// (390 px) and a desktop, with screenshots of the section.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signUpShopper } from "./support/demo";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const catalogue = (lang: "en" | "hi", area: string) =>
  JSON.parse(readFileSync(`messages/${area}/${lang}.json`, "utf8")) as Record<string, string>;

async function openProfile(page: Page, lang: "en" | "hi") {
  const account = catalogue(lang, "account");
  await page.goto("/demo");
  const dialog = page.getByRole("dialog", { name: account.account_your_profile });
  // Retried until the page has hydrated and the button answers.
  const phone = (page.viewportSize()?.width ?? 1366) < 768;
  await expect(async () => {
    // A click that opened the popup after the last attempt's wait: the popup now covers the buttons.
    if (await dialog.isVisible()) return;
    // On a phone the profile button is in the header's menu.
    if (phone) await page.getByRole("button", { name: catalogue(lang, "common").common_menu, exact: true }).click({ timeout: 1000 });
    await page.getByRole("button", { name: account.account_menu_button, exact: true }).filter({ visible: true }).click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

test.setTimeout(120_000);

test("a shopper deletes their account with their password, keeps it, and deletes it again", async ({ page }, info) => {
  await page.goto("/demo");
  await signUpShopper(page, "Erase Tester");
  const en = catalogue("en", "privacy");
  const hi = catalogue("hi", "privacy");
  for (const [lang, size] of [
    ["en", PHONE],
    ["en", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const dialog = await openProfile(page, lang);
    const section = dialog.getByRole("region", { name: en.privacy_delete_title });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: info.outputPath(`delete-${lang}-${size.width}.png`) });
  }
  let dialog = await openProfile(page, "en");
  const section = dialog.getByRole("region", { name: en.privacy_delete_title });
  const password = section.getByLabel(en.privacy_delete_password_label, { exact: true });
  await password.fill("not-my-password");
  await section.getByRole("button", { name: en.privacy_delete_confirm }).click();
  // Under its field, which is marked invalid and described by it.
  await expect(password).toHaveAccessibleDescription(en.privacy_delete_wrong_password);
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.fill("chai-and-code");
  await section.getByRole("button", { name: en.privacy_delete_confirm }).click();
  const banner = dialog.getByRole("region", { name: /^Your account will be deleted on / });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("status")).toContainText("We have e-mailed you how to cancel.");

  await banner.getByRole("button", { name: en.privacy_delete_keep }).click();
  const again = dialog.getByRole("region", { name: en.privacy_delete_title });
  await expect(again.getByRole("status")).toHaveText(en.privacy_delete_kept);

  await again.getByLabel(en.privacy_delete_password_label, { exact: true }).fill("chai-and-code");
  await again.getByRole("button", { name: en.privacy_delete_confirm }).click();
  await expect(banner).toBeVisible();
  // A reload still shows it: the request is stored, not only on the screen.
  dialog = await openProfile(page, "en");
  await expect(dialog.getByRole("region", { name: /^Your account will be deleted on / })).toBeVisible();

  // In Hindi: the banner, then the section once kept.
  await page.context().addCookies([{ name: "haat_lang", value: "hi", url: new URL(page.url()).origin }]);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const hiDialog = await openProfile(page, "hi");
    const pending = hiDialog.getByRole("region", { name: /को हटा दिया जाएगा/ });
    await expect(pending).toBeVisible();
    await pending.screenshot({ path: info.outputPath(`pending-hi-${size.width}.png`) });
  }
  const hiDialog = await openProfile(page, "hi");
  await hiDialog.getByRole("button", { name: hi.privacy_delete_keep }).click();
  const hiSection = hiDialog.getByRole("region", { name: hi.privacy_delete_title });
  await expect(hiSection.getByRole("status")).toHaveText(hi.privacy_delete_kept);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const d = await openProfile(page, "hi");
    const s = d.getByRole("region", { name: hi.privacy_delete_title });
    await s.scrollIntoViewIfNeeded();
    await s.screenshot({ path: info.outputPath(`delete-hi-${size.width}.png`) });
  }
});
