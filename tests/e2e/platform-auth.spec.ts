// Login, register and password reset screens: every message of docs/product.md#sign-in-and-accounts word for word.
import { expect, type Page, test } from "@playwright/test";
import { newestMailTo } from "./support/mail";

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get("/api/auth/get-session");
  const body = (await response.json().catch(() => null)) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

async function fillRegister(page: Page, values: Partial<Record<string, string>>) {
  const fields: Array<[string, string]> = [
    ["Full name", "name"],
    ["Email", "email"],
    ["Password", "password"],
    ["Confirm password", "confirmPassword"],
    ["Address", "address"],
    ["Pincode", "pincode"],
    ["Mobile", "mobile"],
  ];
  for (const [label, key] of fields) await page.getByLabel(label, { exact: true }).fill(values[key] ?? "");
}

test("login: product.md's texts, show/hide password and its messages", async ({ page }) => {
  await page.goto("/demo/login");
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/demo/forgot-password");
  await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute("href", "/demo/register");

  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email and password are required");
  await page.getByLabel("Email").fill("   ");
  await page.getByLabel("Password", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email and password are required");

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByLabel("Email").fill("customer@example.com");
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue("customer@example.com");
});

test("register: product.md's texts and every validation and failure message", async ({ page }) => {
  await page.goto("/demo/register");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  // Only the customer account type exists on this form.
  await expect(page.locator('input[name="accountType"]')).toHaveValue("customer");
  await expect(page.getByRole("combobox")).toHaveCount(0);

  const good = {
    name: "Neha Singh",
    email: "customer@example.com",
    password: "masala-dosa",
    confirmPassword: "masala-dosa",
    address: "22 Ring Road, Lajpat Nagar, Delhi",
    pincode: "110024",
    mobile: "9810012345",
  };
  const submit = () => page.getByRole("button", { name: "Create account" }).click();
  const cases: Array<[Partial<typeof good>, string]> = [
    [{ name: "" }, "All fields are required"],
    [{ address: "  " }, "All fields are required"],
    [{ mobile: "" }, "All fields are required"],
    [{ confirmPassword: "masala-dosaa" }, "Passwords do not match"],
    [{ password: "chai", confirmPassword: "chai" }, "Password must be at least 6 characters"],
    [{ pincode: "11002" }, "Pincode must be 6 digits."],
    [{ mobile: "98100" }, "Mobile number must be 10 digits."],
    // A registered email: better-auth's own message, shown as the sign-up failure.
    [{}, "User already exists. Use another email."],
  ];
  for (const [override, message] of cases) {
    await fillRegister(page, { ...good, ...override });
    await submit();
    await expect(page.getByRole("alert")).toHaveText(message);
  }
  expect(await sessionEmail(page)).toBeNull();
});

test("after logging in a shopper returns to where they came from", async ({ page }) => {
  await page.goto("/demo/orders");
  await expect(page).toHaveURL("/demo/login?redirectTo=%2Fdemo%2Forders");
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("haat-demo-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/demo/orders");
  // A logged-in visitor is sent on from the auth screens.
  await page.goto("/demo/login");
  await expect(page).toHaveURL("/demo");
});

test("a full password reset through the mail; the link works once", async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await page.goto("/demo/register");
  await fillRegister(page, {
    name: "Farhan Ali",
    email,
    password: "old-password",
    confirmPassword: "old-password",
    address: "5 Lake Road, Bhopal",
    pincode: "462001",
    mobile: "9425012345",
  });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/demo");
  await page.context().clearCookies();

  await page.goto("/demo/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/demo/forgot-password");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your email address.");

  // An unknown address gets the very same answer: nothing reveals who has an account.
  await page.getByLabel("Email").fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const sent = "If an account exists for that email, we have sent a link to reset your password. Please check your inbox.";
  await expect(page.getByRole("status")).toHaveText(sent);

  await page.goto("/demo/forgot-password");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(sent);

  await expect.poll(() => newestMailTo(email)).not.toBeNull();
  const mail = newestMailTo(email);
  expect(mail?.subject).toBe("Reset your Haat password");
  const link = (mail?.text ?? "").match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const resetUrl = new URL(link as string);

  await page.goto(resetUrl.pathname + resetUrl.search);
  await expect(page).toHaveURL(/\/demo\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters");
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new-password-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new-password-1");
  await page.getByRole("button", { name: "Reset password" }).click();

  await expect(page).toHaveURL("/demo/login?reset=1");
  await expect(page.getByRole("status")).toHaveText("Your password has been reset. Please log in with your new password.");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("new-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/demo");
  expect(await sessionEmail(page)).toBe(email);

  // The same link again: refused.
  await page.context().clearCookies();
  await page.goto(resetUrl.pathname + resetUrl.search);
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired. Please request a new one.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});

test("platform login offers Google; the OIDC code flow signs in and returns", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionEmail(page)).toBe("meera.google@example.com");
});

test("open your shop: every invalid field shows its own message, with and without JavaScript", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
    await page.goto("/register");
    await page.getByLabel("Email").fill("meena@");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Phone").fill("98123");
    await page.getByLabel("Shop name").fill("Meena Handlooms");
    await page.getByRole("button", { name: "Open my shop" }).click();
    // The spec's one line for the form, and each field's message tied to its control.
    await expect(page.getByRole("alert")).toHaveText("Please enter your name.");
    for (const [label, message] of [
      ["Your name", "Please enter your name."],
      ["Email", "Please enter a valid email address."],
      ["Password", "Password must be at least 6 characters"],
      ["Phone", "Phone number must be 10 digits."],
      ["Location", "Please enter your shop's location."],
    ] as const) {
      const control = page.getByLabel(label, { exact: true });
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
    // Values come back (never the password).
    await expect(page.getByLabel("Email")).toHaveValue("meena@");
    await expect(page.getByLabel("Shop name")).toHaveValue("Meena Handlooms");
    if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.context().close();
  }
});
