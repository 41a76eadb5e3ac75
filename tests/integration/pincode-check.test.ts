// The server's pincode rule (docs/decisions/0087-pincode-data.md): an address is saved only with a
// pincode India Post knows, lying in the chosen state; the refusal is a 400 with the message under
// the field at fault and nothing saved. The same rule holds for the profile and the shop profile.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, seller, user } from "../../app/db/schema";
import { updateProfile } from "../../app/domain/customers/profile.server";
import { updateShopProfile } from "../../app/domain/sellers/shops.server";
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
  ({ id: userId, cookie } = await signUpForCookie(s, "Asha", "10.0.7.1"));
});
afterAll(async () => {
  await s.dispose();
});

async function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request(`${s.env.BASE_URL}/${shop.handle}/addresses`, { method: "POST", body, headers: { cookie } });
  return action(await routeArgs({ services: s, request, params: { shop: shop.handle }, guards: shopGuards({}) }));
}
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200));
const fieldErrors = (r: unknown) => (r as { data: { error: Record<string, string[]> } }).data.error;
const mine = () => s.db.select().from(address).where(eq(address.userId, userId));

describe("the address book's pincode check", () => {
  it("refuses a pincode India Post does not know, under the pincode field", async () => {
    const refused = await post({ intent: "create", ...ADDRESS, pincode: "999999" });
    expect(statusOf(refused)).toBe(400);
    expect(fieldErrors(refused).pincode).toEqual(["Pincode 999999 is not in India Post’s list. Please check it."]);
    expect(await mine()).toHaveLength(0);
  });

  it("refuses a pincode in another state, under the state field", async () => {
    const refused = await post({ intent: "create", ...ADDRESS, pincode: "411001", state: "Kerala" });
    expect(statusOf(refused)).toBe(400);
    expect(fieldErrors(refused).state).toEqual(["Pincode 411001 is in Maharashtra. Please check the pincode or the state."]);
    expect(await mine()).toHaveLength(0);
  });

  it("saves a real pair, with the district", async () => {
    const saved = await post({
      intent: "create",
      ...ADDRESS,
      pincode: "560038",
      townCity: "Bengaluru",
      district: "Bangalore",
      state: "karnataka",
    });
    expect(statusOf(saved)).toBe(200);
    expect((await mine()).map((a) => [a.pincode, a.district, a.state])).toEqual([["560038", "Bangalore", "karnataka"]]);
  });
});

describe("the profile's and the shop's pincode", () => {
  it("the profile refuses an unknown pincode and a mismatched state, and keeps a real one", async () => {
    const id = randomUUID();
    await s.db.insert(user).values({ id, name: "Meera", email: `meera-${id.slice(0, 6)}@example.com` });
    await expect(updateProfile(s, id, { pincode: "999999" }, null)).rejects.toMatchObject({ field: "pincode" });
    await expect(updateProfile(s, id, { pincode: "700016", state: "Kerala" }, null)).rejects.toMatchObject({ field: "state" });
    await updateProfile(s, id, { pincode: "700016", state: "West Bengal" }, null);
    const [row] = await s.db.select({ pincode: user.pincode }).from(user).where(eq(user.id, id));
    expect(row.pincode).toBe("700016");
  });

  it("the shop profile refuses an unknown pincode and saves a real one", async () => {
    const profile = { shopName: "A", ownerName: "B", email: "shop@example.com", phone: "9876543210", location: "Pune" };
    await expect(updateShopProfile(s.db, shop.id, { ...profile, pincode: "999999" })).rejects.toMatchObject({
      code: "pincode_unknown",
      field: "pincode",
    });
    await updateShopProfile(s.db, shop.id, { ...profile, pincode: "411001" });
    const [row] = await s.db.select({ pincode: seller.pincode }).from(seller).where(eq(seller.id, shop.id));
    expect(row.pincode).toBe("411001");
  });
});
