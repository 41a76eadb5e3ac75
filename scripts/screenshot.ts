// Take screenshots of pages at phone and desktop widths: npx tsx scripts/screenshot.ts URL OUT_PREFIX
import { chromium } from "@playwright/test";

const [url, out = "/tmp/shot"] = process.argv.slice(2);
if (!url) throw new Error("usage: tsx scripts/screenshot.ts URL [OUT_PREFIX]");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const [name, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1366, 900],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(url, { waitUntil: "load" });
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: true });
  if (errors.length) console.log(`${name} console errors:\n  ${errors.join("\n  ")}`);
  await page.close();
}
await browser.close();
