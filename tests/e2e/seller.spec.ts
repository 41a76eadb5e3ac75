// A seller's first day: open a shop at /register, add a product with two colours, images and
// sizes, see it in the storefront, and serve an order through every status.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { withDb } from "./support/platform-db";

async function png(color: string) {
  return sharp({ create: { width: 64, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function openShop(page: Page, handle: string) {
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Open your shop" })).toBeVisible();
  await page.getByLabel("Your name").fill("Meena Kumari");
  await page.getByLabel("Email").fill(`${handle}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("handloom-123");
  await page.getByLabel("Phone").fill("9812345678");
  await page.getByLabel("Shop name").fill("Meena's Handlooms");
  // The handle follows the shop name and the URL preview follows the handle.
  await expect(page.getByLabel("Shop link")).toHaveValue("meena-s-handlooms");
  await page.getByLabel("Shop link").fill("admin");
  await expect(page.getByText("“admin” is reserved. Please choose another shop link.")).toBeVisible();
  await page.getByLabel("Shop link").fill(handle);
  await expect(page.getByTestId("shop-url")).toHaveText(new RegExp(`/${handle}$`));
  await page.getByLabel("Location").fill("Jaipur, Rajasthan");
  await page.getByRole("button", { name: "Open my shop" }).click();
  await expect(page).toHaveURL(new RegExp(`/${handle}/dashboard$`));
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
}

test("a seller opens a shop, adds a product and sees it in the storefront", async ({ page }) => {
  const handle = `meena-${Date.now().toString(36)}`;
  await openShop(page, handle);

  // A taken handle is refused.
  const other = await page.context().browser()?.newPage();
  if (other) {
    await other.goto("/register");
    await other.getByLabel("Shop link").fill(handle);
    await expect(other.getByText("That shop link is already taken. Please choose another.")).toBeVisible();
    await other.close();
  }

  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Add product" }).click();
  await page.getByLabel("Product name").fill("Block Print Kurta");
  await page.getByLabel("Description").fill("Hand block printed cotton.");
  await page.getByLabel("Price (₹)", { exact: true }).fill("1299");
  await page.getByLabel("Sale price (₹)").fill("999");
  await page.getByLabel("Main category").selectOption("women");

  for (const [color, css] of [
    ["Red", "#dc2626"],
    ["Blue", "#2563eb"],
  ] as const) {
    await page.getByLabel("Add a colour").selectOption(color);
    await page.getByRole("button", { name: "Add colour" }).click();
    await page.getByLabel(`Add ${color} images`).setInputFiles([
      { name: `${color}-1.png`, mimeType: "image/png", buffer: await png(css) },
      { name: `${color}-2.png`, mimeType: "image/png", buffer: await png("#111827") },
    ]);
  }
  await page.getByLabel("Red M 38 stock").fill("5");
  await page.getByLabel("Red L 40 stock").fill("3");
  await page.getByLabel("Blue M 38 stock").fill("2");

  // A sale price at the price is refused before anything is sent, under the field; so is a
  // negative stock count, under its box.
  const posts: string[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
  await page.getByLabel("Sale price (₹)").fill("1299");
  await page.getByLabel("Blue L 40 stock").fill("-1");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByLabel("Sale price (₹)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Sale price (₹)")).toHaveAccessibleDescription(/Sale price must be below the price\./);
  await expect(page.getByLabel("Blue L 40 stock")).toHaveAccessibleDescription("Stock cannot be negative.");
  expect(posts).toEqual([]);
  await page.getByLabel("Blue L 40 stock").fill("");
  await page.getByLabel("Sale price (₹)").fill("999");
  await page.getByRole("button", { name: "Save product" }).click();

  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Red images" }).getByRole("img")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Blue images" }).getByRole("img")).toHaveCount(2);
  await expect(page.getByLabel("Red L 40 stock")).toHaveValue("3");

  // Reorder: the second Red image becomes the cover.
  const second = await page.getByRole("img", { name: "Red view 2" }).getAttribute("src");
  await page.getByRole("button", { name: "Move Red image 2 earlier" }).click();
  // Waits for the saved product to be loaded again ("Product saved." is still shown from the save
  // before): the form then starts anew from it, and what is typed before that would be lost.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname.endsWith(".data")),
    page.getByRole("button", { name: "Save product" }).click(),
  ]);
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Red view 1" })).toHaveAttribute("src", second ?? "");

  // A sale while the form is open: saving the numbers loaded before it would sell that unit again.
  // Nothing is saved; the form keeps the other edits and shows the current stock.
  const sold = await withDb((db) =>
    db.query(
      `update product_stock ps set stock = ps.stock - 1 from product p join seller s on s.id = p.seller_id
        where ps.product_id = p.id and s.handle = $1 and ps.color = 'Red' and ps.size = 'L 40'`,
      [handle],
    ),
  );
  expect(sold.rowCount).toBe(1);
  await page.getByLabel("Price (₹)", { exact: true }).fill("1199");
  await page.getByLabel("Red L 40 stock").fill("6");
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Save product" }).click(),
  ]);
  expect(refused.status()).toBe(409);
  await expect(page.getByRole("alert")).toHaveText(
    "Stock changed while you were editing (someone ordered or an order was cancelled). The current numbers are shown; check them and save again.",
  );
  await expect(page.getByLabel("Red L 40 stock")).toHaveValue("2");
  await expect(page.getByLabel("Price (₹)", { exact: true })).toHaveValue("1199");
  await page.getByLabel("Red L 40 stock").fill("6");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page.getByLabel("Red L 40 stock")).toHaveValue("6");
  await expect(page.getByLabel("Price (₹)", { exact: true })).toHaveValue("1199");

  await page.goto(`/${handle}`);
  await expect(page.getByText("Block Print Kurta").first()).toBeVisible();
});

test("a new shop: guests learn it has no products yet, its owner gets next steps, banners show in the seller's order", async ({
  page,
  browser,
}) => {
  const handle = `fresh-${Date.now().toString(36)}`;
  await openShop(page, handle);

  // The owner's empty shop: next steps, no filters, no 'No Products Found', no grey banner box.
  await page.goto(`/${handle}`);
  await expect(page.getByRole("heading", { name: "Your shop is ready for its first product" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a product" })).toHaveAttribute("href", `/${handle}/dashboard/products/new`);
  await expect(page.getByRole("link", { name: "Add a banner" })).toHaveAttribute("href", `/${handle}/dashboard/banners`);
  for (const gone of ["No Products Found", "No banner images available", "Apply Filters"])
    await expect(page.getByText(gone)).toHaveCount(0);

  // A guest (served from the page cache after the first visit) is told plainly.
  const guest = await browser.newContext();
  const shopper = await guest.newPage();
  await shopper.goto(`/${handle}`);
  await expect(shopper.getByRole("heading", { name: "No products here yet" })).toBeVisible();
  await expect(
    shopper.getByText("Meena's Handlooms hasn't added any products to its online shop yet. Please check back soon."),
  ).toBeVisible();
  await expect(shopper.getByRole("link", { name: "Add a product" })).toHaveCount(0);
  await expect(shopper.getByText("No Products Found")).toHaveCount(0);
  await expect(shopper.getByRole("region", { name: /offers$/ })).toHaveCount(0);

  // Three banner uploads, then the third moves to the front.
  await page.goto(`/${handle}/dashboard/banners`);
  for (const color of ["#dc2626", "#16a34a", "#2563eb"]) {
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: color } })
      .png()
      .toBuffer();
    await page.getByLabel("Banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: wide });
    await page.getByRole("button", { name: "Upload banner" }).click();
    await expect(page.getByText("Banner added.")).toBeVisible();
  }
  const listed = page.getByRole("list", { name: "Banners in carousel order" }).getByRole("img");
  await expect(listed).toHaveCount(3);
  const keyOf = (src: string | null) => (src ?? "").replace(/-\d+\.webp$/, "");
  const uploaded = (await listed.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).map(keyOf);
  expect(new Set(uploaded).size).toBe(3);
  await shopper.reload();
  const slides = shopper.getByRole("group").locator("img");
  await expect(slides).toHaveCount(3);
  expect((await slides.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).map(keyOf)).toEqual(uploaded);

  const order = async () => (await listed.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).map(keyOf);
  await page.getByRole("button", { name: "Move banner 3 earlier" }).click();
  await expect.poll(order).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  await page.getByRole("button", { name: "Move banner 2 earlier" }).click();
  const arranged = [uploaded[2], uploaded[0], uploaded[1]];
  await expect.poll(order).toEqual(arranged);
  await shopper.reload();
  await expect(slides).toHaveCount(3);
  expect((await slides.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).map(keyOf)).toEqual(arranged);
  await expect(shopper.getByRole("button", { name: "Go to slide 3" })).toBeVisible();
  // The owner no longer needs the banner step.
  await page.goto(`/${handle}`);
  await expect(page.getByRole("link", { name: "Add a banner" })).toHaveCount(0);
  await guest.close();
});
