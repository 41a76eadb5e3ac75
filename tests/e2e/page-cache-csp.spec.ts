// Pages served from the page cache carry no nonce: their CSP allows their inline scripts by hash
// (docs/decisions/0090-page-cache-sends-compressed-bytes.md). In Chromium, a guest's cached shop home
// and product page arrive brotli-compressed, hydrate, and raise no CSP violation.
import { expect, test } from "@playwright/test";
import { expectNoCspViolation, recordCspViolations } from "./support/every-page";
import { hydrated } from "./support/hydrated";

test("cached shop pages hydrate under their hash-based CSP with no violation", async ({ browser, request }) => {
  const home = await (await request.get("/demo")).text();
  const product = home.match(/\/demo\/product\/[0-9a-f-]{36}/)?.[0];
  expect(product).toBeTruthy();
  // A query of its own: the first visit renders (MISS), the second is served from the cache (HIT).
  const run = Date.now();
  for (const path of [`/demo?csp=${run}`, `${product}?csp=${run}`]) {
    for (const cache of ["MISS", "HIT"]) {
      const context = await browser.newContext(); // a guest, no cookies
      await recordCspViolations(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      const response = await page.goto(path);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers["x-cache"], path).toBe(cache);
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(headers["content-security-policy"]).not.toContain("nonce");
      await hydrated(page, "header a");
      expect(problems, path).toEqual([]);
      await expectNoCspViolation(page, path);
      await context.close();
    }
  }
});
