// The customer's profile address is kept part by part: an edit of some parts never loses the
// others, whether the other parts are left out of the request or sent empty (the old edit form sent
// every part, blank unless typed into, and one filled part replaced the whole address).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address as addressTable, user } from "../../app/db/schema";
import { addressBook, deleteAddress, listAddresses } from "../../app/domain/customers/addresses.server";
import { encodeProfileAddress, PROFILE_ADDRESS_PARTS, type ProfileAddress } from "../../app/domain/customers/forms";
import { getProfile, updateProfile } from "../../app/domain/customers/profile.server";
import { withLocale } from "../../app/i18n/locale.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let userId: string;

beforeAll(async () => {
  s = await createTestServices();
  userId = randomUUID();
  await s.db.insert(user).values({ id: userId, name: "Meera", email: `meera-${userId.slice(0, 6)}@example.com` });
});
afterAll(() => s?.dispose());

// One-line text as a person types it into a part (commas included); "" for an empty part.
const part = fc.oneof(
  fc.constant(""),
  fc
    .string({ minLength: 1, maxLength: 40 })
    .map((v) => v.replace(/\s+/g, " ").trim())
    .filter(Boolean),
  fc.constantFrom("Flat 4, Block B", "MG Road", "Near Temple", "Pune", "Maharashtra"),
);
const filledPart = part.filter(Boolean);
const address = fc.record(Object.fromEntries(PROFILE_ADDRESS_PARTS.map((k) => [k, part])) as Record<keyof ProfileAddress, typeof part>);

describe("profile address", () => {
  it("keeps every part that was not edited, for any existing address and any edited subset", async () => {
    await fc.assert(
      fc.asyncProperty(
        address,
        fc.subarray([...PROFILE_ADDRESS_PARTS], { minLength: 1 }),
        fc.array(filledPart, { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        async (existing, edited, values, sendOthersEmpty) => {
          await s.db
            .update(user)
            .set({ address: encodeProfileAddress(existing), pincode: "411001", mobile: "9876543210" })
            .where(eq(user.id, userId));
          const input: Record<string, string> = {};
          for (const k of PROFILE_ADDRESS_PARTS) if (sendOthersEmpty) input[k] = "";
          edited.forEach((k, i) => {
            input[k] = values[i];
          });
          const saved = await updateProfile(s, userId, input, null);
          const expected = { ...existing };
          // Landmark (optional) sent empty is cleared; any other part sent empty keeps its value.
          if (sendOthersEmpty && PROFILE_ADDRESS_PARTS.some((k) => expected[k] || input[k])) expected.landmark = "";
          edited.forEach((k, i) => {
            expected[k] = values[i];
          });
          expect(saved.addressParts).toEqual(expected);
          expect(saved.address).toBe(
            PROFILE_ADDRESS_PARTS.map((k) => expected[k])
              .filter(Boolean)
              .join(", ") || null,
          );
          // Nothing else was touched either.
          expect([saved.pincode, saved.mobile, saved.name]).toEqual(["411001", "9876543210", "Meera"]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("splits a one-line address from sign-up on first read, town and state from the pincode, and a part edit keeps it", async () => {
    await s.db.update(user).set({ address: "12 Lake View, Kochi, Pune 411001" }).where(eq(user.id, userId));
    expect((await getProfile(s.db, userId))?.addressParts).toEqual({
      flatHouseBuilding: "12 Lake View",
      areaStreetSector: "Kochi",
      landmark: "",
      townCity: "Pune",
      state: "Maharashtra",
    });
    const saved = await updateProfile(s, userId, { state: "Kerala" }, null);
    expect(saved.address).toBe("12 Lake View, Kochi, Pune, Kerala");
  });

  it("clears the landmark when it is sent empty, and only the landmark", async () => {
    await updateProfile(s, userId, { flatHouseBuilding: "7 Hill Road", landmark: "Near the mosque" }, null);
    const saved = await updateProfile(
      s,
      userId,
      { flatHouseBuilding: "", areaStreetSector: "", landmark: "", townCity: "", state: "", name: "Meera" },
      null,
    );
    expect(saved.addressParts).toMatchObject({ flatHouseBuilding: "7 Hill Road", landmark: "", state: "Kerala" });
  });

  it("turns a line break typed into a part into a space, so parts cannot shift", async () => {
    const saved = await updateProfile(s, userId, { flatHouseBuilding: "Flat 9\nTower C", areaStreetSector: "Link Road" }, null);
    expect(saved.addressParts).toMatchObject({ flatHouseBuilding: "Flat 9 Tower C", areaStreetSector: "Link Road", state: "Kerala" });
  });

  it("in Hindi too, a photo alone is something to save, and a refused type gets the profile's own words", async () => {
    const image = sharp({ create: { width: 40, height: 40, channels: 3, background: "#c33" } });
    const png = new Uint8Array(await image.clone().png().toBuffer());
    const webp = new Uint8Array(await image.clone().webp().toBuffer());
    const saved = await withLocale("hi", () => updateProfile(s, userId, {}, png));
    expect(saved.photoKey).toBeTruthy();
    await expect(withLocale("hi", () => updateProfile(s, userId, {}, webp))).rejects.toMatchObject({
      code: "photo_wrong_type",
      message: "सिर्फ़ JPEG या PNG फ़ोटो ही अपलोड की जा सकती हैं।",
    });
    await expect(withLocale("hi", () => updateProfile(s, userId, {}, null))).rejects.toMatchObject({
      details: { fieldErrors: { "": ["सेव करने के लिए कम से कम एक जानकारी भरें।"] } },
    });
  });
});

/** Signs up through better-auth with the registration form's fields, as /{shop}/register does. */
async function register(fields: { name: string; address: string; pincode: string; mobile: string }): Promise<string> {
  const res = await s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: s.env.BASE_URL,
        "x-haat-client-ip": `10.9.${Math.floor(Math.random() * 250)}.1`,
      },
      body: JSON.stringify({ ...fields, email: `reg-${randomUUID().slice(0, 8)}@example.com`, password: "secret-123" }),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe("the registration address", () => {
  it("is the first saved address, split, with town and state from the pincode, and the profile shows it in parts", async () => {
    const id = await register({
      name: "Kavya Rao",
      address: "12 MG Road, Indiranagar, Bangalore, Karnataka 560038",
      pincode: "560038",
      mobile: "9123456780",
    });
    const book = await addressBook(s.db, id);
    expect(book.contact).toEqual({ name: "Kavya Rao", mobile: "9123456780" });
    expect(book.addresses).toHaveLength(1);
    expect(book.addresses[0]).toMatchObject({
      name: "Kavya Rao",
      mobile: "9123456780",
      flatHouseBuilding: "12 MG Road",
      areaStreetSector: "Indiranagar",
      landmark: null,
      pincode: "560038",
      townCity: "Bangalore",
      state: "Karnataka",
    });
    expect((await getProfile(s.db, id))?.addressParts).toEqual({
      flatHouseBuilding: "12 MG Road",
      areaStreetSector: "Indiranagar",
      landmark: "",
      townCity: "Bangalore",
      state: "Karnataka",
    });
  });

  it("is copied once: reads at once make one address, and one deleted later stays deleted", async () => {
    const id = await register({ name: "Dev Sen", address: "14 Park Street, Park Circus", pincode: "700016", mobile: "9830012345" });
    const lists = await Promise.all([listAddresses(s.db, id), getProfile(s.db, id), listAddresses(s.db, id), listAddresses(s.db, id)]);
    expect(await s.db.$count(addressTable, eq(addressTable.userId, id))).toBe(1);
    const [first] = lists[0] as Awaited<ReturnType<typeof listAddresses>>;
    expect(first).toMatchObject({
      flatHouseBuilding: "14 Park Street",
      areaStreetSector: "Park Circus",
      townCity: "Kolkata",
      state: "West Bengal",
    });
    await deleteAddress(s.db, id, first.id);
    expect(await listAddresses(s.db, id)).toEqual([]);
    expect((await addressBook(s.db, id)).contact).toEqual({ name: "Dev Sen", mobile: "9830012345" });
  });

  it("of an account made before this is copied on its first read too; an unknown pincode fills only the profile", async () => {
    const old = randomUUID();
    await s.db.insert(user).values({
      id: old,
      name: "Old Timer",
      email: `old-${old.slice(0, 6)}@example.com`,
      address: "7 Hill Road",
      pincode: "411001",
      mobile: "9000000001",
    });
    expect(await listAddresses(s.db, old)).toMatchObject([
      { flatHouseBuilding: "7 Hill Road", areaStreetSector: "", townCity: "Pune", state: "Maharashtra" },
    ]);
    const unknown = await register({ name: "No Pin", address: "1 Somewhere Lane, Nowhere", pincode: "999999", mobile: "9000000002" });
    expect(await listAddresses(s.db, unknown)).toEqual([]);
    expect((await getProfile(s.db, unknown))?.addressParts).toMatchObject({
      flatHouseBuilding: "1 Somewhere Lane",
      areaStreetSector: "Nowhere",
      townCity: "",
    });
  });
});
