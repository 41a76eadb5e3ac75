// The language switcher's form (POST /language): remembers the choice in the haat_lang cookie and,
// for a signed-in person, on the account (their e-mails follow it); goes back without `?lang=`;
// an unknown language changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../app/db/schema";
import { action } from "../../app/routes/language";
import { routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
let userId: string;
let cookie: string;

beforeAll(async () => {
  s = await createTestServices();
  ({ id: userId, cookie } = await signUpForCookie(s, "Meera", "10.0.2.1"));
});
afterAll(async () => {
  await s.dispose();
});

async function post(fields: Record<string, string>, signedIn: boolean) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request(`${s.env.BASE_URL}/language`, { method: "POST", body, headers: new Headers(signedIn ? { cookie } : {}) });
  return (await action(await routeArgs({ services: s, request, params: {}, guards: [] }))) as Response;
}
const savedLocale = async () => (await s.db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)))[0]?.locale;

describe("POST /language", () => {
  it("sets the cookie, saves a signed-in person's choice and goes back without ?lang=", async () => {
    const res = await post({ lang: "hi", redirectTo: "/demo?lang=en&q=silk#results" }, true);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/demo?q=silk#results");
    expect(res.headers.get("set-cookie")).toMatch(/^haat_lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(await savedLocale()).toBe("hi");
    await post({ lang: "en", redirectTo: "/demo" }, true);
    expect(await savedLocale()).toBe("en");
  });

  it("a guest gets the cookie only; an unknown language sets nothing and changes nothing", async () => {
    const guest = await post({ lang: "hi", redirectTo: "/demo/cart" }, false);
    expect([guest.status, guest.headers.get("location")]).toEqual([303, "/demo/cart"]);
    expect(guest.headers.get("set-cookie")).toContain("haat_lang=hi");
    for (const lang of ["xx", "", "HI", "hi-IN", "en;"]) {
      const res = await post({ lang, redirectTo: "/demo" }, true);
      expect([res.status, res.headers.get("location"), res.headers.get("set-cookie")]).toEqual([303, "/demo", null]);
    }
    expect(await savedLocale()).toBe("en");
  });
});
