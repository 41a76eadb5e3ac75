import { describe, expect, it } from "vitest";
import { buildSearchText } from "./search-text.server";

describe("buildSearchText", () => {
  it("joins name, description, colours and sizes in lower case", () => {
    expect(
      buildSearchText({ name: "Cotton  Kurta", description: "Soft\nHandloom", colors: ["Dark Blue", "Red"], sizes: ["XL", "M", "XL"] }),
    ).toBe("cotton kurta soft handloom dark blue red m xl");
  });

  it("does not depend on the order sizes are read in", () => {
    const a = buildSearchText({ name: "a", description: "", colors: [], sizes: ["40", "8-10 Years", "36"] });
    const b = buildSearchText({ name: "a", description: "", colors: [], sizes: ["36", "40", "8-10 Years"] });
    expect(a).toBe(b);
  });
});
