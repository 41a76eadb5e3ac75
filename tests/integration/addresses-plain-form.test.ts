// The address book's plain forms (no JavaScript): a POST with redirectTo saves or deletes and
// answers with a redirect back inside the shop, carrying the notice the page shows; a refusal is the
// usual 4xx reply (rendered by the page) and changes nothing; the modal's fetcher (no redirectTo)
// still gets the JSON reply.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address } from "../../app/db/schema";
import { action } from "../../app/routes/shop/addresses";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeShop, signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let userId: string;
let cookie: string;

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  ({ id: userId, cookie } = await signUpForCookie(s, "Asha", "10.0.1.1"));
});
afterAll(async () => {
  await s.dispose();
});

async function post(fields: Record<string, string>, signedIn = true) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const headers = new Headers(signedIn ? { cookie } : {});
  const request = new Request(`${s.env.BASE_URL}/${shop.handle}/addresses`, { method: "POST", body, headers });
  return action(await routeArgs({ services: s, request, params: { shop: shop.handle }, guards: shopGuards({}) }));
}
const location = (r: unknown) => (r instanceof Response ? r.headers.get("location") : null);
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200));
const mine = () => s.db.select().from(address).where(eq(address.userId, userId));

describe("the address book's plain forms", () => {
  it("create, update and delete redirect to redirectTo with their notice", async () => {
    const created = await post({ intent: "create", ...ADDRESS, redirectTo: `/${shop.handle}/cart` });
    expect(location(created)).toBe(`/${shop.handle}/cart?notice=address-saved`);
    const [row] = await mine();
    expect(row?.townCity).toBe("Pune");

    const updated = await post({
      intent: "update",
      id: row?.id as string,
      ...ADDRESS,
      townCity: "Mumbai",
      redirectTo: `/${shop.handle}/addresses?edit=x`,
    });
    expect(location(updated)).toBe(`/${shop.handle}/addresses?edit=x&notice=address-saved`);
    expect((await mine())[0]?.townCity).toBe("Mumbai");

    const deleted = await post({ intent: "delete", id: row?.id as string, redirectTo: `/${shop.handle}/addresses` });
    expect(location(deleted)).toBe(`/${shop.handle}/addresses?notice=address-deleted`);
    expect(await mine()).toHaveLength(0);
  });

  it("a refused form is a 400 reply with each field's message and saves nothing", async () => {
    const refused = await post({ intent: "create", ...ADDRESS, mobile: "98300", redirectTo: `/${shop.handle}/addresses` });
    expect(statusOf(refused)).toBe(400);
    expect(location(refused)).toBeNull();
    expect(await mine()).toHaveLength(0);
  });

  it("without redirectTo (the modal's fetcher) the reply is JSON, as before", async () => {
    const saved = await post({ intent: "create", ...ADDRESS });
    expect(location(saved)).toBeNull();
    expect(statusOf(saved)).toBe(200);
    for (const row of await mine()) await post({ intent: "delete", id: row.id });
  });

  it("a guest is refused with 401 and nothing is saved", async () => {
    const guest = await post({ intent: "create", ...ADDRESS, redirectTo: `/${shop.handle}/cart` }, false);
    expect(statusOf(guest)).toBe(401);
    expect(await mine()).toHaveLength(0);
  });

  it("never redirects outside the shop, whatever redirectTo says", async () => {
    const [{ id }] = await s.db
      .insert(address)
      .values({ userId, ...ADDRESS, landmark: null })
      .returning({ id: address.id });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom("//evil.example", "/\\evil.example", "/other-shop/cart", `/${shop.handle}evil`, "javascript:alert(1)"),
          fc.string().map((t) => `/${shop.handle}/${t}`),
        ),
        async (redirectTo) => {
          // An update to the same values: a redirect each time, the database unchanged.
          const r = await post({ intent: "update", id, ...ADDRESS, redirectTo });
          const to = location(r) as string;
          expect(to).toMatch(new RegExp(`^/${shop.handle}([/?]|$)`));
          expect(new URL(to, "http://shop.test").origin).toBe("http://shop.test");
        },
      ),
      { numRuns: 60 },
    );
  });
});
