import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { atContentVersion, SHOP_CONTENT_CACHE_BYTES } from "./content-cache.server";

// The cache keys on the database handle's identity only; these tests never query.
const handle = () => ({}) as Database;
const shop = { id: "shop-a", contentVersion: 1 };

describe("atContentVersion", () => {
  it("reads once per shop, version and part, and again once the version moves", async () => {
    const db = handle();
    let reads = 0;
    const read = async () => ++reads;
    expect(await atContentVersion(db, shop, "shelf", read)).toBe(1);
    expect(await atContentVersion(db, shop, "shelf", read)).toBe(1);
    expect(await atContentVersion(db, shop, "other part", read)).toBe(2);
    expect(await atContentVersion(db, { ...shop, id: "shop-b" }, "shelf", read)).toBe(3);
    expect(await atContentVersion(db, { ...shop, contentVersion: 2 }, "shelf", read)).toBe(4);
    // Another handle (another database) has its own entries.
    expect(await atContentVersion(handle(), shop, "shelf", read)).toBe(5);
  });

  it("lets concurrent requests share one read, and keeps no failure", async () => {
    const db = handle();
    let reads = 0;
    let release: (value: string) => void = () => {};
    const slow = () => {
      reads++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([atContentVersion(db, shop, "shelf", slow), atContentVersion(db, shop, "shelf", slow)]);
    release("read once");
    expect(await both).toEqual(["read once", "read once"]);
    expect(reads).toBe(1);

    const failing = async (): Promise<string> => {
      throw new Error("connection lost");
    };
    await expect(atContentVersion(db, shop, "flaky", failing)).rejects.toThrow("connection lost");
    expect(await atContentVersion(db, shop, "flaky", async () => "read again")).toBe("read again");
  });

  it("holds no more than its bound: the least recently used entries go first", async () => {
    const db = handle();
    const big = "x".repeat(64 * 1024); // about 128 KB in memory
    const entries = Math.ceil((2 * SHOP_CONTENT_CACHE_BYTES) / (2 * big.length));
    for (let v = 0; v < entries; v++) await atContentVersion(db, { ...shop, contentVersion: v }, "shelf", async () => big);
    let reads = 0;
    const count = async () => {
      reads++;
      return big;
    };
    // The newest entry is kept; the oldest was dropped to stay within the bound.
    await atContentVersion(db, { ...shop, contentVersion: entries - 1 }, "shelf", count);
    expect(reads).toBe(0);
    await atContentVersion(db, { ...shop, contentVersion: 0 }, "shelf", count);
    expect(reads).toBe(1);
  });
});
