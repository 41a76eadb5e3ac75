// Every page runs under the Content-Security-Policy it is sent with: nothing a page loads or runs is
// refused by it. A refusal is a feature broken for shoppers and costs Lighthouse's best practices
// (zod's probe for `new Function`, caught by zod but still reported, did so on every page with a form).
import { expect, test } from "@playwright/test";
import { EVERY_PAGE, type Ids, pathOf, RoleContexts, readIds } from "./support/every-page";
import { hydrated } from "./support/hydrated";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

const contexts = new RoleContexts();
// Pages only read here: the checks split over both workers, each half with its own signed-in contexts.
test.describe.configure({ mode: "parallel" });
let ids: Ids;

test.beforeAll(async () => {
  ids = await readIds();
});
test.afterAll(async () => {
  await contexts.close();
});

for (const visit of EVERY_PAGE) {
  test(`no CSP violation: ${visit.name}`, async ({ browser }) => {
    const page = await contexts.page(browser, visit.role);
    // Installed before any of the page's scripts; the same page may get it again in a later test.
    await page.addInitScript(() => {
      if (window.cspViolations) return;
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    await page.goto(pathOf(visit, ids));
    await page.waitForLoadState("networkidle");
    await hydrated(page, "body > *");
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
}
