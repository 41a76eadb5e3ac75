// How a journey's shopper acts on the page: with taps on a phone, with plain clicks and forms
// when JavaScript is off, or with the keyboard alone (Tab until the control has focus, then Enter,
// Space or typing; no mouse event at all).
import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated as hydratedAt } from "./hydrated";

export interface Driver {
  readonly name: "phone" | "nojs" | "keyboard";
  /** Whether the page runs its scripts (false: every step is a link or a form). */
  readonly js: boolean;
  /** Follows a link or presses a button. */
  press(target: Locator): Promise<void>;
  /** Types into an empty field. */
  type(target: Locator, text: string): Promise<void>;
  /** Ticks a checkbox or a radio. */
  tick(target: Locator): Promise<void>;
}

export function phoneDriver(): Driver {
  return {
    name: "phone",
    js: true,
    press: (t) => t.tap(),
    type: (t, text) => t.fill(text),
    tick: (t) => t.tap(),
  };
}

export function noJsDriver(): Driver {
  return {
    name: "nojs",
    js: false,
    press: (t) => t.click(),
    type: (t, text) => t.fill(text),
    tick: (t) => t.check(),
  };
}

/** Tab (forwards) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 300) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach ${target}`);
}

export function keyboardDriver(page: Page): Driver {
  return {
    name: "keyboard",
    js: true,
    async press(t) {
      await tabTo(page, t);
      await page.keyboard.press("Enter");
    },
    async type(t, text) {
      await tabTo(page, t);
      await page.keyboard.type(text);
    },
    async tick(t) {
      await tabTo(page, t);
      await page.keyboard.press("Space");
    },
  };
}

/** Resolves once React has hydrated the page (before that, a button's click handler is not there). */
export const hydrated = (page: Page) => hydratedAt(page, "header a");
