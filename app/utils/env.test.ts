import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(false);
  });

  it("explains what is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL must start with postgres/);
  });

  it("derives BASE_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).BASE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ BASE_URL: "https://shop.example.in/" }).BASE_URL).toBe("https://shop.example.in");
  });
});
