import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "~/domain/payments/delivery";
import { buildPincodeJson, PINCODES_JSON } from "../../../scripts/pincodes";
import { assertPincodeMatches, lookupPincode } from "./pincodes.server";
import { districtName, placesIn, reducePincodes, stateName } from "./reduce";

describe("the reduction", () => {
  it("keeps one place per district and state, with our state names, and drops rows it cannot place", () => {
    const table = reducePincodes([
      { name: "Bengali Market", pincode: 110001, district: "Central Delhi", state: "Delhi" },
      { name: "Janpath", pincode: 110001, district: "Central Delhi", state: "Delhi" },
      { name: "New Delhi ", pincode: 110001, district: "New Delhi", state: "Delhi" },
      { name: "Elephanta Caves Po", pincode: 400001, district: "Raigarh(MH)", state: "Maharashtra" },
      { name: "Bazgo", pincode: 194101, district: "Leh", state: "Jammu & Kashmir" },
      { name: "Daman", pincode: "396210", district: "Daman", state: "Daman & Diu" },
      { name: "Raipur", pincode: 492001, district: "Raipur", state: "Chattisgarh" },
      { name: "Nowhere", pincode: 12345, district: "X", state: "Delhi" },
      { name: "Atlantis", pincode: 999999, district: "Y", state: "Atlantis" },
    ]);
    expect(placesIn(table, "110001")).toEqual([
      { townCity: "Central Delhi", district: "Central Delhi", state: "Delhi" },
      { townCity: "New Delhi", district: "New Delhi", state: "Delhi" },
    ]);
    expect(placesIn(table, "400001")).toEqual([{ townCity: "Raigarh", district: "Raigarh", state: "Maharashtra" }]);
    expect(placesIn(table, "194101")[0].state).toBe("Ladakh");
    expect(placesIn(table, "396210")[0].state).toBe("Dadra and Nagar Haveli and Daman and Diu");
    expect(placesIn(table, "492001")[0].state).toBe("Chhattisgarh");
    expect(Object.keys(table.pins).sort()).toEqual(["110001", "194101", "396210", "400001", "492001"]);
  });

  it("names states and districts the way our state list does", () => {
    expect(stateName("Andaman & Nicobar")).toBe("Andaman and Nicobar Islands");
    expect(stateName("Pondicherry")).toBe("Puducherry");
    expect(stateName("Jammu & Kashmir", "Kargil")).toBe("Ladakh");
    expect(stateName("Atlantis")).toBeNull();
    expect(districtName("  Raigarh(MH) ")).toBe("Raigarh");
  });

  it("the committed table is what `npm run pincodes` writes from the installed package", () => {
    expect(readFileSync(PINCODES_JSON, "utf8")).toBe(buildPincodeJson());
  });
});

describe("lookupPincode", () => {
  it("knows India Post's pincodes: ~19,000 of them, each with a state from our list", async () => {
    const table = JSON.parse(readFileSync(PINCODES_JSON, "utf8"));
    expect(Object.keys(table.pins).length).toBeGreaterThan(19_000);
    expect(await lookupPincode("411001")).toEqual([{ townCity: "Pune", district: "Pune", state: "Maharashtra" }]);
    expect((await lookupPincode("110001")).length).toBeGreaterThan(1);
    expect(await lookupPincode("000000")).toEqual([]);
  });

  it("any 6-digit string gives [] or places in a state of our list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{6}$/), async (pin) => {
        for (const p of await lookupPincode(pin)) {
          expect(INDIAN_STATES).toContain(p.state);
          expect(p.townCity && p.district).toBeTruthy();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses anything that is not exactly 6 digits", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((s) => !/^\d{6}$/.test(s)),
        async (pin) => {
          expect(await lookupPincode(pin)).toEqual([]);
        },
      ),
    );
    expect(await lookupPincode("4110011")).toEqual([]);
    expect(await lookupPincode(" 411001")).toEqual([]);
    expect(await lookupPincode("__proto__")).toEqual([]);
  });
});

describe("assertPincodeMatches", () => {
  it("accepts a real pair in any spelling of the state, refuses an unknown pincode and a wrong state", async () => {
    await expect(assertPincodeMatches("411001", "maharashtra")).resolves.toBeUndefined();
    await expect(assertPincodeMatches("560038", "Karnataka")).resolves.toBeUndefined();
    await expect(assertPincodeMatches("999999", "Delhi")).rejects.toMatchObject({ code: "pincode_unknown", field: "pincode" });
    await expect(assertPincodeMatches("411001", "Kerala")).rejects.toMatchObject({
      code: "pincode_state_mismatch",
      field: "state",
      message: "Pincode 411001 is in Maharashtra. Please check the pincode or the state.",
    });
  });
});
