import { describe, expect, it } from "vitest";
import { offeredOptions } from "./facets";

describe("offeredOptions", () => {
  it("offers the sizes found in size order, never sizes nothing found has", () => {
    const { sizes } = offeredOptions({ colours: [], sizes: ["XL", "M", "40", "FREE SIZE"] }, { colours: [], sizes: [] });
    expect(sizes).toEqual(["40", "M", "XL", "FREE SIZE"]);
    expect(sizes).not.toContain("0-2 Years");
  });

  it("offers Gray and Grey as one Grey, in the product's colour order, a seller's own colour after", () => {
    const { colours } = offeredOptions({ colours: ["Teal", "Grey", "Red", "Gray", "Black"], sizes: [] }, { colours: [], sizes: [] });
    expect(colours).toEqual(["Red", "Black", "Grey", "Teal"]);
  });

  it("keeps what is chosen on offer, so it can be unticked", () => {
    const offered = offeredOptions({ colours: ["Red"], sizes: ["M"] }, { colours: ["Gray", "Blue"], sizes: ["0-2 Years"] });
    expect(offered).toEqual({ colours: ["Red", "Blue", "Grey"], sizes: ["0-2 Years", "M"] });
  });
});
