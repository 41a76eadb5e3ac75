// Haat's own cookies, signed with the server's secret (React Router's createCookie): the browser's
// id (a guest's cart, docs/decisions/0084-server-cart.md) and the one-time notice a page shows after
// a form post without JavaScript (the flash).
import { type Cookie, createCookie } from "react-router";
import type { AppServices } from "~/context";
import type { Flash } from "~/utils/flash";
import { isUuid } from "~/utils/uuid";

export const BROWSER_COOKIE = "haat_browser";
export const FLASH_COOKIE = "haat_flash";
const BROWSER_DAYS = 180;

const made = new WeakMap<AppServices, { browser: Cookie; flash: Cookie }>();

function cookies(services: AppServices) {
  let pair = made.get(services);
  if (!pair) {
    const common = {
      httpOnly: true,
      sameSite: "lax" as const,
      path: "/",
      secure: services.env.BASE_URL.startsWith("https://"),
      secrets: [services.secret],
    };
    pair = {
      browser: createCookie(BROWSER_COOKIE, { ...common, maxAge: BROWSER_DAYS * 24 * 3600 }),
      flash: createCookie(FLASH_COOKIE, { ...common, maxAge: 60 }),
    };
    made.set(services, pair);
  }
  return pair;
}

/** The browser's id from its signed cookie; null when absent or tampered with. */
export async function readBrowserId(services: AppServices, request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(BROWSER_COOKIE)) return null;
  const value = await cookies(services).browser.parse(header);
  return isUuid(value) ? value : null;
}

/** A new id for this browser and the Set-Cookie header that keeps it. */
export async function newBrowserId(services: AppServices): Promise<{ id: string; setCookie: string }> {
  const id = crypto.randomUUID();
  return { id, setCookie: await cookies(services).browser.serialize(id) };
}

export async function readFlash(services: AppServices, request: Request): Promise<Flash | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(FLASH_COOKIE)) return null;
  const value = await cookies(services).flash.parse(header);
  return value && typeof value === "object" && typeof value.text === "string" ? (value as Flash) : null;
}

export function flashCookie(services: AppServices, flash: Flash | null): Promise<string> {
  return flash ? cookies(services).flash.serialize(flash) : cookies(services).flash.serialize("", { maxAge: 0 });
}
