import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitRegistrationAddress } from "./registration-address";

const PLACE = { townCity: "Kolkata", state: "West Bengal" };
// One part as a person types it: no comma or line break (those separate parts).
const part = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((v) => v.replace(/[,\n]/g, " ").replace(/\s+/g, " ").trim())
  .filter(
    (v) =>
      v !== "" &&
      !["Kolkata", "West Bengal", "India"].some((end) => end.localeCompare(v, "en", { sensitivity: "base" }) === 0) &&
      !v.includes("700016") &&
      !/[\s.-]$/.test(v),
  );

describe("splitRegistrationAddress", () => {
  it("keeps what was typed before the town, state and pincode, first part as flat, the rest as area", () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 4 }),
        fc.subarray(["Kolkata", "West Bengal 700016", "India"]),
        (typed, ends) => {
          const got = splitRegistrationAddress([...typed, ...ends].join(", "), "700016", PLACE);
          expect(got.flatHouseBuilding).toBe(typed[0]);
          expect(got.areaStreetSector).toBe(typed.slice(1).join(", "));
          expect([got.townCity, got.state, got.landmark]).toEqual(["Kolkata", "West Bengal", ""]);
        },
      ),
    );
  });

  it("leaves town and state empty for a pincode the directory does not know, and keeps a one-part address whole", () => {
    expect(splitRegistrationAddress("12 MG Road", "999999", null)).toEqual({
      flatHouseBuilding: "12 MG Road",
      areaStreetSector: "",
      landmark: "",
      townCity: "",
      state: "",
    });
    expect(splitRegistrationAddress("Flat 2,\n Lake Road, kolkata - 700016", "700016", PLACE)).toMatchObject({
      flatHouseBuilding: "Flat 2",
      areaStreetSector: "Lake Road",
    });
  });
});
