// The customer's profile address is kept part by part: an edit of some parts never loses the
// others, whether the other parts are left out of the request or sent empty (the old edit form sent
// every part, blank unless typed into, and one filled part replaced the whole address).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../app/db/schema";
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

  it("reads a one-line address from sign-up whole into the first part, and a part edit keeps it", async () => {
    await s.db.update(user).set({ address: "12 Lake View, Kochi" }).where(eq(user.id, userId));
    expect((await getProfile(s.db, userId))?.addressParts).toEqual({
      flatHouseBuilding: "12 Lake View, Kochi",
      areaStreetSector: "",
      landmark: "",
      townCity: "",
      state: "",
    });
    const saved = await updateProfile(s, userId, { state: "Kerala" }, null);
    expect(saved.address).toBe("12 Lake View, Kochi, Kerala");
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
