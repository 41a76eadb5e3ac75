import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
// Only here, never in the app: it tells which classes are of one kind (docs/decisions/0072-first-load-js-after-conform.md).
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { type ButtonVariants, buttonVariants } from "~/components/ui/button";

const classes = (s: string) => s.split(" ");
const VARIANTS = ["primary", "secondary", "danger", "ghost", "link"] as const;
const SIZES = ["xs", "sm", "md", "lg", "xl"] as const;
const every: ButtonVariants[] = VARIANTS.flatMap((variant) =>
  SIZES.flatMap((size) => [true, false].map((wide) => ({ variant, size, wide }))),
);
/** True when no class overrides another of the same kind (tailwind-merge would drop none). */
const noConflict = (s: string) => new Set(classes(twMerge(s))).size === new Set(classes(s)).size;

/** Every `className` literal the app passes to `buttonVariants({ … })` or `<Button …>`. */
function callerClassNames(): Array<{ file: string; className: string }> {
  const found: Array<{ file: string; className: string }> = [];
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".tsx") && !f.endsWith(path.join("ui", "button.tsx")),
  );
  for (const file of files) {
    const source = readFileSync(path.join("app", file), "utf8");
    for (const call of source.matchAll(/buttonVariants\(\{[^)]*?\}\)|<Button\b[^>]*?\/?>/gs)) {
      const attr = call[0].match(/className(?:=|:\s*)(.)([^"]*)"?/);
      if (!attr) continue;
      // A computed className could restate a variant's property unseen: callers pass literals.
      if (attr[1] !== '"') throw new Error(`${file}: pass a string literal as the button's className (${call[0]})`);
      found.push({ file, className: attr[2] });
    }
  }
  return found;
}

describe("buttonVariants", () => {
  it("defaults to the secondary, medium look", () => {
    expect(classes(buttonVariants())).toEqual(expect.arrayContaining(["border-gray-300", "bg-white", "px-3", "py-2"]));
  });

  it("appends a caller's class", () => {
    const c = classes(buttonVariants({ variant: "primary", size: "lg", className: "flex-1" }));
    expect(c).toEqual(expect.arrayContaining(["flex-1", "bg-brand-700", "px-4", "py-2.5", "text-base"]));
  });

  it("sizes the box and the text together", () => {
    expect(classes(buttonVariants({ size: "xs" }))).toEqual(expect.arrayContaining(["px-2", "py-1", "text-xs"]));
    expect(classes(buttonVariants({ size: "xl" }))).toEqual(expect.arrayContaining(["px-5", "py-2.5", "text-base"]));
  });

  it("gives the link variant no box padding at any size", () => {
    for (const size of SIZES) {
      const c = classes(buttonVariants({ variant: "link", size }));
      expect(c).toContain("p-0");
      expect(c.some((x) => /^p[xy]-/.test(x))).toBe(false);
    }
  });

  it("stretches only when wide", () => {
    expect(classes(buttonVariants({ wide: true }))).toContain("w-full");
    expect(classes(buttonVariants())).not.toContain("w-full");
  });

  it("never sets two classes of one kind, so no merging is needed", () => {
    for (const options of every) expect(noConflict(buttonVariants(options)), JSON.stringify(options)).toBe(true);
  });

  it("is given only classes that add to the variants, never ones that restate them", () => {
    const callers = callerClassNames();
    expect(callers.length).toBeGreaterThan(5);
    for (const { file, className } of callers) {
      for (const options of every) {
        expect(noConflict(buttonVariants({ ...options, className })), `${file}: "${className}"`).toBe(true);
      }
    }
  });
});
