import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildsByLocale, localeOfRequest } from "./locale-builds.server";
import { scriptInLocale } from "./locale-scripts";

const fileName = fc.stringMatching(/^[\w.~-]{1,40}$/).map((name) => `${name}.js`);

describe("scriptInLocale", () => {
  it("moves a script of /assets/ (absolute or as Vite's preload lists write it) into the language's folder", () => {
    fc.assert(
      fc.property(fileName, (file) => {
        expect(scriptInLocale(`/assets/${file}`, "hi", "en")).toBe(`/assets/hi/${file}`);
        expect(scriptInLocale(`assets/${file}`, "hi", "en")).toBe(`assets/hi/${file}`);
        expect(scriptInLocale(`/assets/${file}`, "en", "en")).toBe(`/assets/${file}`);
      }),
    );
  });

  it("leaves everything else as it is: stylesheets, images, nested paths, other folders", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^\/?assets\/[^/]+\.js$/.test(value));
        expect(scriptInLocale(value, "hi", "en")).toBe(value);
      }),
    );
    for (const kept of ["/assets/root-x.css", "/assets/hi/home-x.js", "/fonts/a.js", "/assets/font.woff2"])
      expect(scriptInLocale(kept, "hi", "en")).toBe(kept);
  });
});

describe("buildsByLocale", () => {
  it("points the Hindi build's manifest at the Hindi scripts and keeps everything else", async () => {
    const { mkdtemp, mkdir } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = await mkdtemp(path.join(tmpdir(), "haat-builds-"));
    await mkdir(path.join(dir, "client/assets/hi"), { recursive: true });
    const assets = {
      url: "/assets/manifest-1.js",
      version: "1",
      entry: { module: "/assets/entry.client-a.js", imports: ["/assets/chunk-b.js"] },
      routes: {
        root: { id: "root", module: "/assets/root-c.js", imports: ["/assets/shared-d.js"], css: ["/assets/root-e.css"], hasLoader: true },
      },
    };
    const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" } as const;
    const build = { assets, publicPath: "/", routeDiscovery } as unknown as Parameters<typeof buildsByLocale>[0];
    const builds = buildsByLocale(build, dir);
    expect(builds.en).toBe(build);
    expect(builds.hi.assets).toEqual({
      url: "/assets/hi/manifest-1.js",
      version: "1",
      entry: { module: "/assets/hi/entry.client-a.js", imports: ["/assets/hi/chunk-b.js"] },
      routes: {
        root: {
          id: "root",
          module: "/assets/hi/root-c.js",
          imports: ["/assets/hi/shared-d.js"],
          css: ["/assets/root-e.css"],
          hasLoader: true,
        },
      },
    });
    expect(build.assets).toBe(assets);
    // Each copy asks for more of the manifest at its own address, and gets its own build's answer.
    expect(builds.hi.routeDiscovery).toEqual({ mode: "lazy", manifestPath: "/__manifest/hi" });
    expect(localeOfRequest(builds, "/__manifest/hi", "en")).toBe("hi");
    expect(localeOfRequest(builds, "/__manifest", "hi")).toBe("en");
    expect(localeOfRequest(builds, "/demo", "hi")).toBe("hi");
  });

  it("refuses a build without the other languages' scripts", async () => {
    const { mkdtemp } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = await mkdtemp(path.join(tmpdir(), "haat-builds-"));
    const build = { assets: {} } as unknown as Parameters<typeof buildsByLocale>[0];
    expect(() => buildsByLocale(build, dir)).toThrow(/no hi scripts/);
  });
});
