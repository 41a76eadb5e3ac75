import { describe, expect, it } from "vitest";
import { addToLines, type CartLine, cartStorageKey, mergeLines, setLineQuantity } from "./cart";

const line = (quantity: number, size = "M"): CartLine => ({
  productId: "p1",
  color: "Red",
  size,
  quantity,
  product: { name: "Kurta", pricePaise: 99900, salePricePaise: null, imageKey: null },
});

describe("cart rules", () => {
  it("keys the cart by user (or guest) and shop", () => {
    expect(cartStorageKey(null, "demo")).toBe("cart_guest_demo");
    expect(cartStorageKey("u1", "demo")).toBe("cart_u1_demo");
  });

  it("merges a line with the same product, colour and size and counts it against stock", () => {
    let { lines, result } = addToLines([], line(2), 3);
    expect(result).toEqual({ ok: true });
    ({ lines, result } = addToLines(lines, line(2), 3));
    expect(result).toEqual({ ok: false, error: "Only 3 items available in stock" });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    ({ lines } = addToLines(lines, line(1, "L"), 3));
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ["M", 2],
      ["L", 1],
    ]);
  });

  it("removes a line updated to zero or less and refuses more than stock", () => {
    const start = [line(2)];
    expect(setLineQuantity(start, line(0), 0, 5).lines).toEqual([]);
    expect(setLineQuantity(start, line(0), -1, 5).lines).toEqual([]);
    expect(setLineQuantity(start, line(0), 6, 5).result).toEqual({ ok: false, error: "Only 5 items available in stock" });
    expect(setLineQuantity(start, line(0), 4, 5).lines[0]?.quantity).toBe(4);
  });
});

describe("guest cart merge", () => {
  it("adds guest lines, caps quantities by stock and says what changed", () => {
    const user = [line(2, "M")];
    const guest = [line(2, "M"), line(1, "L"), line(4, "S"), line(1, "XL")];
    const stock: Record<string, number> = { M: 3, L: 5, S: 2, XL: 0 };
    const { lines, changes } = mergeLines(user, guest, (k) => stock[k.size] ?? null);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ["M", 3],
      ["L", 1],
      ["S", 2],
    ]);
    expect(changes).toEqual([
      "Kurta (Red, M) was reduced to 3: only 3 items available in stock.",
      "Kurta (Red, S) was reduced to 2: only 2 items available in stock.",
      "Kurta (Red, XL) could not be added: only 0 items available in stock.",
    ]);
  });

  it("keeps quantities when stock is unknown", () => {
    const { lines, changes } = mergeLines([], [line(7)], () => null);
    expect(lines[0]?.quantity).toBe(7);
    expect(changes).toEqual([]);
  });
});
