import { describe, expect, it } from "vitest";
import { addToLines, type CartLine, cartStorageKey, mergeGuestCart, mergeLines, setLineQuantity } from "./cart";

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

describe("guest cart merge in storage", () => {
  /** Browser storage as a map; `failWrites` stands for a full quota (setItem throws). */
  function storage(initial: Record<string, CartLine[]>, failWrites = false) {
    const items = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
    return {
      items,
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (failWrites) throw new DOMException("quota exceeded", "QuotaExceededError");
        items.set(k, v);
      },
      removeItem: (k: string) => void items.delete(k),
    };
  }
  const guestKey = cartStorageKey(null, "demo");
  const userKey = cartStorageKey("u1", "demo");

  it("writes the merged cart, then removes the guest cart", async () => {
    const store = storage({ [guestKey]: [line(1, "L")], [userKey]: [line(2, "M")] });
    const merged = await mergeGuestCart(store, guestKey, userKey, async () => () => null);
    expect(merged?.lines.map((l) => [l.size, l.quantity])).toEqual([
      ["M", 2],
      ["L", 1],
    ]);
    expect(JSON.parse(store.items.get(userKey) ?? "[]")).toHaveLength(2);
    expect(store.items.has(guestKey)).toBe(false);
  });

  it("keeps the guest cart while the stock round trip is under way (a tab closed then loses nothing)", async () => {
    const store = storage({ [guestKey]: [line(1, "L")] });
    let seen: string | null | undefined;
    await mergeGuestCart(store, guestKey, userKey, async () => {
      seen = store.items.get(guestKey);
      return () => null;
    });
    expect(seen).toBe(JSON.stringify([line(1, "L")]));
  });

  it("keeps the guest cart when the merged cart cannot be written", async () => {
    const store = storage({ [guestKey]: [line(1, "L")], [userKey]: [line(2, "M")] }, true);
    await expect(mergeGuestCart(store, guestKey, userKey, async () => () => null)).rejects.toThrow("quota exceeded");
    expect(JSON.parse(store.items.get(guestKey) ?? "[]")).toEqual([line(1, "L")]);
    expect(JSON.parse(store.items.get(userKey) ?? "[]")).toEqual([line(2, "M")]);
  });

  it("does not merge twice when another tab merged during the round trip", async () => {
    const store = storage({ [guestKey]: [line(1, "L")], [userKey]: [] });
    const merged = await mergeGuestCart(store, guestKey, userKey, async () => {
      store.items.set(userKey, JSON.stringify([line(1, "L")])); // the other tab's merge
      store.items.delete(guestKey);
      return () => null;
    });
    expect(merged).toBeNull();
    expect(JSON.parse(store.items.get(userKey) ?? "[]")).toEqual([line(1, "L")]);
  });
});
