import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileRedirect } from "../../tests/hardening/support/fuzz-values";
import { safeRedirectPath } from "./session.server";

const SITE = "https://shop.example";

/** Where a browser on SITE goes with this Location header (WHATWG parsing, as browsers do). */
function browserTarget(location: string): URL {
  new Headers({ location }); // throws where Node (and so the server) could not send it
  return new URL(location, `${SITE}/demo/login`);
}

describe("safeRedirectPath", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeRedirectPath("/demo/cart?x=1", "/")).toBe("/demo/cart?x=1");
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
    expect(safeRedirectPath("/\\evil.example", "/")).toBe("/");
    expect(safeRedirectPath("https://evil.example", "/demo")).toBe("/demo");
    expect(safeRedirectPath(null, "/demo")).toBe("/demo");
  });

  it("refuses a control character between the slashes (browsers drop it and leave the site)", () => {
    for (let code = 0; code < 0x20; code++) {
      expect(safeRedirectPath(`/${String.fromCharCode(code)}/evil.example`, "/demo")).toBe("/demo");
    }
    expect(safeRedirectPath("/\u007f/evil.example", "/demo")).toBe("/demo");
    expect(safeRedirectPath("/a/../..//evil.example", "/demo")).toBe("/demo");
  });

  it("falls back to / when the fallback itself is not a same-site path", () => {
    expect(safeRedirectPath("https://evil.example", "//evil.example")).toBe("/");
  });

  it("whatever it is given, the result is a same-site path a browser and Node both accept", () => {
    fc.assert(
      fc.property(fc.oneof(hostileRedirect, fc.string({ unit: "binary" }), fc.webUrl()), (value) => {
        const result = safeRedirectPath(value, "/fallback");
        expect(result).toMatch(/^\/[\x21-\x7e]*$/);
        expect(result.startsWith("//")).toBe(false);
        expect(browserTarget(result).origin).toBe(SITE);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps ordinary paths with their query and fragment as they are", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/)))
      .map(([parts, query]) => `/${parts.join("/")}${query ? `?${query}` : ""}`);
    fc.assert(
      fc.property(path, (value) => {
        expect(safeRedirectPath(value, "/fallback")).toBe(value);
      }),
    );
  });
});
