import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTER } from "~/utils/nul";
import { ProductFormSchema } from "./product-form";

const variants = [
  { color: "Red", imageKeys: [], stock: { M: 2, L: 0 } },
  { color: "Dark Blue", imageKeys: [], stock: { "Free Size": 5 } },
];
const form = (v: unknown, seen?: unknown) => ({
  name: "Kurta",
  price: "499",
  main: "men",
  variants: JSON.stringify(v),
  ...(seen === undefined ? {} : { stockSeen: JSON.stringify(seen) }),
});

/** Every string (key or value) in a JSON value, as a path to change it. */
function withNul(value: unknown, pick: number, at: number): unknown {
  let seen = 0;
  const put = (s: string) => (seen++ === pick ? `${s.slice(0, at % (s.length + 1))}\u0000${s.slice(at % (s.length + 1))}` : s);
  const walk = (v: unknown): unknown =>
    typeof v === "string"
      ? put(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [put(k), walk(x)]))
          : v;
  return walk(value);
}

describe("the product form's JSON fields", () => {
  it("a NUL in any colour, size or image key (a \\u0000 escape in the JSON) is refused with the NUL message", () => {
    expect(ProductFormSchema.safeParse(form(variants, { Red: { M: 2 } })).success).toBe(true);
    fc.assert(
      fc.property(fc.boolean(), fc.nat({ max: 12 }), fc.nat(), (inSeen, pick, at) => {
        const seen = { Red: { M: 2, L: 0 }, "Dark Blue": { "Free Size": 5 } };
        const v = inSeen ? variants : withNul(variants, pick, at);
        const s = inSeen ? withNul(seen, pick, at) : seen;
        const changed = JSON.stringify([v, s]).includes("\\u0000");
        const parsed = ProductFormSchema.safeParse(form(v, s));
        if (!changed) return;
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((i) => i.message)).toContain(FORBIDDEN_CHARACTER);
      }),
    );
  });
});
