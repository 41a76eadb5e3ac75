import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GstFormSchema } from "./gst-forms";

const parse = (v: Record<string, unknown>) => GstFormSchema.safeParse({ intent: "gst", ...v });
const messages = (v: Record<string, unknown>) => {
  const r = parse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("GST settings form", () => {
  it("takes a regular registration with a valid GSTIN of the chosen state", () => {
    expect(parse({ gstStatus: "regular", gstin: " 27aapfu0939f1zv ", gstState: "maharashtra" }).data).toEqual({
      gstStatus: "regular",
      gstin: "27AAPFU0939F1ZV",
      gstState: "Maharashtra",
    });
  });

  it("refuses a regular or composition registration without a valid GSTIN or state", () => {
    expect(messages({ gstStatus: "regular", gstState: "Maharashtra" })).toEqual(["gstin: Enter your GSTIN."]);
    expect(messages({ gstStatus: "composition", gstin: "27AAPFU0939F1ZW", gstState: "Maharashtra" })[0]).toMatch(/typo/);
    expect(messages({ gstStatus: "regular", gstin: "27AAPFU0939F1ZV", gstState: "Karnataka" })[0]).toMatch(
      /state code 27, not Karnataka \(29\)/,
    );
    expect(messages({ gstStatus: "regular", gstin: "27AAPFU0939F1ZV" })).toEqual(["gstState: Choose the state you are registered in."]);
    expect(messages({ gstStatus: "gst-free" })).toHaveLength(1);
  });

  it("drops the GSTIN of an unregistered seller; the state is optional", () => {
    expect(parse({ gstStatus: "unregistered", gstin: "27AAPFU0939F1ZV" }).data).toEqual({
      gstStatus: "unregistered",
      gstin: null,
      gstState: "",
    });
    expect(messages({ gstStatus: "unregistered", gstState: "Atlantis" })).toEqual(["gstState: Choose your state from the list."]);
  });

  it("never throws on any input", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("gstStatus", "gstin", "gstState", "intent"), fc.anything()), (v) => {
        expect(() => GstFormSchema.safeParse(v)).not.toThrow();
      }),
    );
  });
});
