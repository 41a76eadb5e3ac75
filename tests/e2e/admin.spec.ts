// The admin console: banners drive the landing page, suspension hides a shop,
// the inbox tracks handled messages, and nobody but an admin gets in.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

const PASSWORD = "haat-demo-123";

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith("/login"));
}

test("an admin adds a platform banner and sees it on the landing page", async ({ page }) => {
  await logIn(page, "admin@example.com");
  await page.goto("/admin/banners");
  const title = `Monsoon Mela ${Date.now()}`;
  const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add slide" }) });
  await addForm.getByLabel("Title", { exact: true }).fill(title);
  await addForm.getByLabel("Subtitle").fill("Fresh stock from local sellers");
  await addForm.getByLabel(/^Image/).setInputFiles({ name: "mela.png", mimeType: "image/png", buffer: png });
  await addForm.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByRole("status")).toHaveText("Slide added.");

  // A file that only pretends to be an image is refused and adds nothing.
  await addForm.getByLabel("Title", { exact: true }).fill("Broken slide");
  await addForm.getByLabel(/^Image/).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
  await addForm.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByRole("alert")).toHaveText("Only JPEG, PNG, WebP images are allowed.");
  await expect(page.getByLabel("Title", { exact: true }).locator(`xpath=//input[@value="Broken slide"]`)).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByText(title).first()).toBeAttached();
});

test("an admin suspends a shop, its storefront and products disappear, and reinstates it", async ({ page, request, browser }) => {
  const shopHtml = await (await request.get("/little-steps")).text();
  const productPath = shopHtml.match(/\/little-steps\/product\/[0-9a-f-]{36}/)?.[0];
  expect(productPath).toBeTruthy();

  await logIn(page, "admin@example.com");
  await page.goto("/admin/sellers?q=little-steps");
  const row = page.getByRole("listitem").filter({ hasText: "/little-steps" });
  await row.getByLabel(/Reason for suspending/).fill("Documents pending review");
  await row.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByRole("status")).toHaveText("/little-steps is suspended.");
  try {
    const home = await request.get("/little-steps");
    expect(home.status()).toBe(404);
    expect(await home.text()).toContain("The store you&#x27;re looking for doesn&#x27;t exist or may have been removed.");
    expect((await request.get(productPath as string)).status()).toBe(404);
    await page.goto("/little-steps");
    await expect(page.getByRole("heading", { name: "Store Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    // Its owner still reaches the dashboard and is told why.
    const owner = await browser.newPage();
    await logIn(owner, "kids@example.com");
    await owner.goto("/little-steps/dashboard");
    await expect(owner.getByRole("alert")).toContainText("Reason: Documents pending review");
    await owner.close();
  } finally {
    await page.goto("/admin/sellers?q=little-steps");
    await page.getByRole("listitem").filter({ hasText: "/little-steps" }).getByRole("button", { name: "Reinstate" }).click();
    await expect(page.getByRole("status")).toHaveText("/little-steps is open again.");
  }
  expect((await request.get("/little-steps")).status()).toBe(200);
  expect((await request.get(productPath as string)).status()).toBe(200);
});

test("an admin marks a help request handled", async ({ page, request }) => {
  const name = `Kavya ${Date.now()}`;
  await page.goto("/");
  const contact = page.locator("#contact");
  await contact.getByLabel("Name").fill(name);
  await contact.getByLabel("Email").fill("kavya@example.com");
  await contact.getByLabel("Message").fill("Can I sell handmade jewellery on Haat?");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();

  await logIn(page, "admin@example.com");
  await page.goto("/admin/inbox");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Can I sell handmade jewellery on Haat?");
  await expect(item.getByRole("link", { name: "Reply by email" })).toHaveAttribute("href", /^mailto:kavya@example\.com/);
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/inbox?show=all");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("handled");
  void request;
});

for (const email of ["customer@example.com", "seller@example.com"]) {
  test(`${email} is sent away from every admin page and refused every admin action`, async ({ page }) => {
    await logIn(page, email);
    for (const path of ["/admin", "/admin/sellers", "/admin/banners", "/admin/inbox", "/admin/users"]) {
      await page.goto(path);
      await expect(page, `${path} redirects home`).toHaveURL(/\/$/);
    }
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/sellers", { sellerId: "00000000-0000-4000-8000-000000000000", status: "active" }],
      ["/admin/banners", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" }],
      ["/admin/inbox", { kind: "help", id: "00000000-0000-4000-8000-000000000000", handled: "true" }],
      ["/admin/users", { userId: "anyone", admin: "true" }],
    ];
    for (const [path, form] of actions) {
      const response = await page.request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), `POST ${path}`).toBe(403);
    }
  });
}

test("the last admin cannot be demoted", async ({ page }) => {
  await logIn(page, "admin@example.com");
  await page.goto("/admin/users?q=admin%40example.com");
  const me = page.getByRole("listitem").filter({ hasText: "admin@example.com" });
  await me.getByRole("button", { name: "Revoke admin" }).click();
  await expect(page.getByRole("alert")).toHaveText("The last admin cannot be demoted. Make someone else an admin first.");
});
