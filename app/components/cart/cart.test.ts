import { describe, expect, it } from "vitest";
import { addToLines, type CartLine, cartStorageKey, setLineQuantity } from "./cart";

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
