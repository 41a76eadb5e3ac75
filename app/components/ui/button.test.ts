import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";

const classes = (s: string) => s.split(" ");

describe("buttonVariants", () => {
  it("defaults to the secondary, medium look", () => {
    expect(classes(buttonVariants())).toEqual(expect.arrayContaining(["border-gray-300", "bg-white", "px-3", "py-2"]));
  });

  it("lets a caller's class win over the variant's class of the same kind", () => {
    const c = classes(buttonVariants({ variant: "primary", size: "lg", className: "px-5 flex-1" }));
    expect(c).toContain("px-5");
    expect(c).not.toContain("px-4");
    expect(c).toContain("flex-1");
    expect(c).toContain("bg-brand-700");
  });

  it("gives the link variant no box padding at any size", () => {
    for (const size of ["sm", "md", "lg"] as const) {
      const c = classes(buttonVariants({ variant: "link", size }));
      expect(c).toContain("p-0");
      expect(c.some((x) => /^p[xy]-/.test(x))).toBe(false);
    }
  });

  it("stretches only when wide", () => {
    expect(classes(buttonVariants({ wide: true }))).toContain("w-full");
    expect(classes(buttonVariants())).not.toContain("w-full");
  });
});
