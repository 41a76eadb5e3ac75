// Pincode autofill in the checkout's Add Address form on a 390 px phone (docs/decisions/0087-pincode-data.md):
// one place fills Town/City, District and State; several offer a choice; an unknown pincode warns;
// what the person typed is never overwritten and every field stays editable.
import { expect, type Page, test } from "@playwright/test";
import { CartFlow } from "./support/cart-flow";
import { pickDemoStock, signUpShopper } from "./support/demo";

test.use({ viewport: { width: 390, height: 844 } });

async function openAddAddress(page: Page, lang?: "hi") {
  await page.goto("/demo");
  if (lang) await page.context().addCookies([{ name: "haat_lang", value: lang, url: new URL(page.url()).origin }]);
  await signUpShopper(page, "Pin Tester");
  const cart = new CartFlow(page);
  await cart.add(await pickDemoStock(1), 1);
  await page.goto("/demo/cart");
  await page
    .getByRole("link", { name: lang ? /.+/ : "Proceed to Checkout" })
    .filter({ hasText: /Checkout|चेकआउट/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog").first();
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a pincode fills Town/City, District and State; several places offer a choice; an unknown one warns", async ({ page }) => {
  const dialog = await openAddAddress(page);
  const town = dialog.getByLabel("Town/City", { exact: true });
  const district = dialog.getByLabel("District (optional)", { exact: true });
  const state = dialog.getByLabel("State", { exact: true });

  await dialog.getByLabel("Pincode", { exact: true }).pressSequentially("411001");
  await expect(town).toHaveValue("Pune");
  await expect(district).toHaveValue("Pune");
  await expect(state).toHaveValue("Maharashtra");
  await expect(dialog.getByText("Filled from pincode: Pune, Maharashtra")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await dialog.screenshot({ path: "test-results/pincode-390-en.png" });

  // A pincode of two districts: the person chooses, and the autofilled values follow the choice.
  await dialog.getByLabel("Pincode", { exact: true }).fill("110001");
  const choice = dialog.getByRole("combobox", { name: "Choose your town/area" });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole("option")).toHaveText(["Choose your town/area", "Central Delhi, Delhi", "New Delhi, Delhi"]);
  await choice.selectOption({ label: "New Delhi, Delhi" });
  await expect(town).toHaveValue("New Delhi");
  await expect(district).toHaveValue("New Delhi");
  await expect(state).toHaveValue("Delhi");

  // What the person types is theirs: the next pincode does not overwrite it.
  await town.fill("Connaught Place");
  await dialog.getByLabel("Pincode", { exact: true }).fill("110003");
  await expect(state).toHaveValue("Delhi");
  await expect(town).toHaveValue("Connaught Place");

  // Unknown: a warning under the field, and the fields stay as they are, editable.
  await dialog.getByLabel("Pincode", { exact: true }).fill("999999");
  await expect(dialog.getByRole("status").filter({ hasText: "We could not find this pincode." })).toBeVisible();
  await expect(town).toBeEditable();

  // Saving it anyway: the server refuses the unknown pincode under the field.
  await dialog.getByLabel("Full Name", { exact: true }).fill("Pin Tester");
  await dialog.getByLabel("Mobile Number", { exact: true }).fill("9830012345");
  await dialog.getByLabel("Flat/House/Building", { exact: true }).fill("14 Park Street");
  await dialog.getByLabel("Area/Street/Sector/Village", { exact: true }).fill("Janpath");
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await expect(dialog.getByText("Pincode 999999 is not in India Post’s list. Please check it.")).toBeVisible();
  await dialog.getByLabel("Pincode", { exact: true }).fill("110001");
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Profile saved successfully.")).toBeVisible();
});

test("the same form in Hindi", async ({ page }) => {
  const dialog = await openAddAddress(page, "hi");
  await dialog.getByLabel("पिनकोड", { exact: true }).pressSequentially("560038");
  await expect(dialog.getByLabel("ज़िला (वैकल्पिक)", { exact: true })).toHaveValue("Bangalore");
  await expect(dialog.getByLabel("राज्य", { exact: true })).toHaveValue("Karnataka");
  await page.evaluate(() => document.fonts.ready);
  await dialog.screenshot({ path: "test-results/pincode-390-hi.png" });
});
