import type { Page } from "@playwright/test";

/** Resolves once React has hydrated this element (before that, a change submits nothing). */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}
