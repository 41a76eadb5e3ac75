import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveItem, moveStepOf } from "~/domain/reorder";

describe("moveStepOf", () => {
  it("reads the up/down intents and nothing else", () => {
    expect(moveStepOf("up")).toBe(-1);
    expect(moveStepOf("down")).toBe(1);
    for (const v of ["UP", "remove", "", null, 1]) expect(moveStepOf(v)).toBeNull();
  });
});

describe("moveItem", () => {
  it("swaps with the neighbour and keeps every item", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("does nothing past either end or for a missing item", () => {
    expect(moveItem(["a", "b"], 0, -1)).toBeNull();
    expect(moveItem(["a", "b"], 1, 1)).toBeNull();
    expect(moveItem(["a", "b"], -1, 1)).toBeNull();
    expect(moveItem(["a", "b"], 2, -1)).toBeNull();
  });

  it("moving back undoes a move", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 2 }), fc.nat(), fc.constantFrom(-1 as const, 1 as const), (items, i, step) => {
        const index = i % items.length;
        const moved = moveItem(items, index, step);
        if (moved) expect(moveItem(moved, index + step, step === 1 ? -1 : 1)).toEqual(items);
      }),
    );
  });
});
