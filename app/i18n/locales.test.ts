import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cookieValue, LANGUAGE_COOKIE, locales, resolveLocale } from "./locales";

const anyText = fc.string({ maxLength: 40 });
const locale = fc.constantFrom(...locales);

describe("resolveLocale", () => {
  it("?lang= wins, then the cookie, then Accept-Language, then English; anything else is ignored", () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(locale, anyText)),
        fc.option(fc.oneof(locale, anyText)),
        fc.option(fc.oneof(locale, anyText)),
        (param, remembered, accepted) => {
          const cookieHeader = remembered === null ? "" : `a=1; ${LANGUAGE_COOKIE}=${remembered}; b=2`;
          const got = resolveLocale({ param, cookieHeader, accepted: accepted ?? false });
          const valid = (v: string | null) => v !== null && (locales as readonly string[]).includes(v);
          const remembered_ = remembered === null ? null : (cookieValue(cookieHeader, LANGUAGE_COOKIE) ?? null);
          const expected = valid(param) ? param : valid(remembered_) ? remembered_ : valid(accepted) ? accepted : "en";
          expect(got).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads the cookie by its exact name", () => {
    expect(resolveLocale({ cookieHeader: "x_haat_lang=hi; haat_lang_old=hi" })).toBe("en");
    expect(resolveLocale({ cookieHeader: "haat_lang=hi" })).toBe("hi");
    expect(resolveLocale({ cookieHeader: "haat_lang=en", accepted: "hi" })).toBe("en");
    expect(resolveLocale({ param: "en", cookieHeader: "haat_lang=hi" })).toBe("en");
  });
});
