// Files in public/ are served at the top level, where shops live too (/{handle}): no name there may
// ever be a valid shop handle, or that shop would be unreachable (or shadow the file).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handleProblem } from "./forms";

describe("public/ and shop handles", () => {
  const names = readdirSync(path.resolve(import.meta.dirname, "../../../public"));

  it("holds the icon set and manifest", () => {
    expect(names).toEqual(expect.arrayContaining(["favicon.ico", "icon.svg", "apple-touch-icon.png", "manifest.webmanifest"]));
  });

  it.each(names)("%s can never be a shop handle", (name) => {
    expect(handleProblem(name)).not.toBeNull();
  });
});
