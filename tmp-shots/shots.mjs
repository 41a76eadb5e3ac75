import { chromium } from "../node_modules/playwright-core/index.mjs";
const base = "http://localhost:4160";
const product = process.env.PRODUCT;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function login(page, email, path) {
  await page.goto(`${base}${path}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("haat-demo-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"));
}
for (const width of [390, 1366]) {
  const seller = await browser.newContext({ viewport: { width, height: 900 } });
  const sp = await seller.newPage();
  await login(sp, "seller@example.com", "/login");
  await sp.goto(`${base}/demo/dashboard/customers`);
  await sp.screenshot({ path: `/work/shots/i17-customers-${width}.png`, fullPage: true });
  const first = await sp.locator('a[href*="/dashboard/customers/"]').first().getAttribute("href");
  await sp.goto(`${base}${first}`);
  await sp.screenshot({ path: `/work/shots/i17-customer-${width}.png`, fullPage: true });
  await sp.goto(`${base}/demo/dashboard/reviews`);
  await sp.screenshot({ path: `/work/shots/i17-dash-reviews-${width}.png`, fullPage: true });
  await seller.close();
  const shopper = await browser.newContext({ viewport: { width, height: 900 } });
  const cp = await shopper.newPage();
  await login(cp, "customer@example.com", "/demo/login");
  await cp.goto(`${base}/demo/product/${product}`);
  await cp.waitForTimeout(500);
  await cp.screenshot({ path: `/work/shots/i17-product-${width}.png`, fullPage: true });
  await cp.goto(`${base}/demo/wishlist`);
  await cp.waitForTimeout(500);
  await cp.screenshot({ path: `/work/shots/i17-wishlist-${width}.png`, fullPage: true });
  await cp.goto(`${base}/demo?mode=all&sort=rating`);
  await cp.waitForTimeout(500);
  await cp.screenshot({ path: `/work/shots/i17-listing-${width}.png`, fullPage: false });
  await shopper.close();
}
await browser.close();
