import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

describe("safeRedirectPath", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeRedirectPath("/demo/cart?x=1", "/")).toBe("/demo/cart?x=1");
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
    expect(safeRedirectPath("/\\evil.example", "/")).toBe("/");
    expect(safeRedirectPath("https://evil.example", "/demo")).toBe("/demo");
    expect(safeRedirectPath(null, "/demo")).toBe("/demo");
  });
});
