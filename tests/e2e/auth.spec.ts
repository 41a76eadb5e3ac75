import { expect, test } from "@playwright/test";

test("a shopper signs up with email and password, signs out and signs in again", async ({ page }) => {
  const email = `ravi.${Date.now()}@example.com`;
  await page.goto("/demo/register");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await page.getByLabel("Full name").fill("Ravi Kumar");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Confirm password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Address").fill("14 Park Street, Kolkata");
  await page.getByLabel("Pincode").fill("700016");
  await page.getByLabel("Mobile").fill("9830012345");

  // A validation message from docs/product.md#register first: passwords that do not match.
  await page.getByLabel("Confirm password", { exact: true }).fill("chai-and-cod");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await page.getByLabel("Password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Confirm password", { exact: true }).fill("chai-and-code");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText("Hello, Ravi Kumar")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/demo\/login$/);
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");

  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Password", { exact: true }).fill("chai-and-code");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText("Hello, Ravi Kumar")).toBeVisible();
});

test("a shopper signs in with Google through the OIDC code flow", async ({ page }) => {
  await page.goto("/demo/login");
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText("Hello, Meera Google")).toBeVisible();
});

test("the demo shop lists products from the database", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  const cards = page.getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
});

test("unknown pages show the 404 page", async ({ page }) => {
  const response = await page.goto("/demo/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you are looking for does not exist or has been moved.")).toBeVisible();
});
