import { describe, expect, it } from "vitest";
import { lazily } from "./lazy";

describe("lazily", () => {
  it("loads once, on the first call, and hands every caller the same module", async () => {
    let loads = 0;
    const load = lazily(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it("tries again after a failed load", async () => {
    let loads = 0;
    const load = lazily(async () => {
      loads++;
      if (loads === 1) throw new Error("no binary");
      return "module";
    });
    await expect(load()).rejects.toThrow("no binary");
    expect(await load()).toBe("module");
    expect(loads).toBe(2);
  });
});
