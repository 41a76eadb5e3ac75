// Screenshots at phone and desktop widths: npx tsx scripts/screenshot.ts URL OUT_PREFIX
// With LOGIN_EMAIL (and LOGIN_PASSWORD, default the demo one) it signs in on /login first.
import { chromium } from "@playwright/test";

const [url, out = "/tmp/shot"] = process.argv.slice(2);
if (!url) throw new Error("usage: tsx scripts/screenshot.ts URL [OUT_PREFIX]");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
const context = await browser.newContext();
if (process.env.LOGIN_EMAIL) {
  const page = await context.newPage();
  await page.goto(new URL("/login", url).href);
  await page.getByLabel("Email").fill(process.env.LOGIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(process.env.LOGIN_PASSWORD ?? "haat-demo-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.close();
}
for (const [name, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1366, 900],
] as const) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(url, { waitUntil: "load" });
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: true });
  if (errors.length) console.log(`${name} console errors:\n  ${errors.join("\n  ")}`);
  await page.close();
}
await browser.close();
