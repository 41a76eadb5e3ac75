// /media when a stored file fails mid-read or the client goes away, and the icon set and manifest
// (they used to fall through to the shop route: /favicon.ico redirected to the landing page).
import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../app/media/storage.server";
import { type AppServer, productionBuildDir, startAppServer } from "./support/app-server";

let server: AppServer;
let realStorage: Storage;

beforeAll(async () => {
  server = await startAppServer();
  realStorage = server.services.storage;
});
afterAll(async () => {
  await server?.close();
});

/** Swaps in a storage whose `get` returns `body` (the app reads services.storage per request). */
function serveFromStorage(body: () => Readable, size: number) {
  (server.services as { storage: Storage }).storage = { ...realStorage, get: async () => ({ body: body(), size }) };
}

/** GET that reads the head of the answer and returns the raw response. */
function get(path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(`${server.url}${path}`, { agent: false }, resolve).on("error", reject);
  });
}

describe("/media", () => {
  afterAll(() => {
    (server.services as { storage: Storage }).storage = realStorage;
  });

  it("survives a read error in the middle of a file: the answer is cut, the server goes on", async () => {
    let sent = 0;
    serveFromStorage(
      () =>
        new Readable({
          read() {
            if (sent++ < 3) this.push(Buffer.alloc(16 * 1024, 1));
            else this.destroy(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }));
          },
        }),
      1024 * 1024,
    );
    const res = await get("/media/products/x/broken-320.webp");
    expect(res.statusCode).toBe(200);
    const outcome = await new Promise<string>((resolve) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve(`ended after ${bytes}`));
      res.on("error", () => resolve("cut"));
      res.on("aborted", () => resolve("cut"));
    });
    expect(outcome).toBe("cut"); // never a short file passed off as whole
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("destroys the storage body when the client goes away mid-file", async () => {
    let body: Readable | undefined;
    serveFromStorage(
      () => {
        // An endless body, as a large S3 object looks while it downloads.
        body = new Readable({
          read() {
            this.push(Buffer.alloc(64 * 1024, 2));
          },
        });
        return body;
      },
      1024 * 1024 * 1024,
    );
    const res = await get("/media/products/x/big-1280.webp");
    await new Promise((resolve) => res.once("data", resolve));
    res.destroy();
    await expect.poll(() => body?.destroyed, { timeout: 5000 }).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("/media/private: data exports are never served as media", () => {
  it("refuses the private prefix however the path is spelled, while the file is there", async () => {
    const key = "private/exports/00000000-0000-4000-8000-00000000e7a1.zip";
    await realStorage.put(key, Buffer.from("someone's archive"), "application/zip");
    for (const path of [
      `/media/${key}`,
      `/media/%70rivate/exports/00000000-0000-4000-8000-00000000e7a1.zip`,
      `/media/private%2Fexports%2F00000000-0000-4000-8000-00000000e7a1.zip`,
      `/media/products/../${key}`,
    ]) {
      const res = await get(path);
      const body = await new Promise<string>((resolve) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve(text));
      });
      expect(`${path} → ${res.statusCode}`).toBe(`${path} → 404`);
      expect(body).not.toContain("someone's archive");
    }
    await realStorage.delete(key);
  });
});

describe("icons and manifest", () => {
  it.each([
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ["/icon.svg", /^image\/svg\+xml/],
    ["/apple-touch-icon.png", /^image\/png$/],
    ["/icon-192.png", /^image\/png$/],
    ["/icon-512.png", /^image\/png$/],
    ["/manifest.webmanifest", /^application\/manifest\+json/],
  ])("GET %s → 200 with its type, cached", async (path, type) => {
    const res = await fetch(server.url + path, { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(type);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("the manifest names Haat in the brand colour and lists icons that exist", async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.name).toBe("Haat");
    expect(manifest.theme_color).toBe("#ea580c");
    for (const icon of manifest.icons) expect((await fetch(server.url + icon.src)).status).toBe(200);
  });

  it("every page links the icons and the manifest", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const href of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});

describe("/assets: sent as the build compressed them", () => {
  const assetsDir = () => path.join(productionBuildDir(), "client/assets");
  /** Scripts and stylesheets of both languages' copies, as /assets/… paths. */
  const assets = () =>
    readdirSync(assetsDir(), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `/assets/${f.split(path.sep).join("/")}`);

  function decode(body: Buffer, encoding: string | undefined): Buffer {
    if (encoding === "br") return brotliDecompressSync(body);
    if (encoding === "gzip") return gunzipSync(body);
    expect(encoding ?? "identity").toBe("identity");
    return body;
  }

  it("every script and stylesheet has its brotli and gzip copies, each the file's bytes", () => {
    const files = assets();
    expect(files.length).toBeGreaterThan(60);
    expect(files.some((f) => f.startsWith("/assets/hi/"))).toBe(true);
    for (const file of files) {
      const plain = readFileSync(path.join(assetsDir(), file.slice("/assets/".length)));
      if (plain.length < 1024) continue;
      const disk = path.join(assetsDir(), file.slice("/assets/".length));
      expect(brotliDecompressSync(readFileSync(`${disk}.br`)).equals(plain), file).toBe(true);
      expect(gunzipSync(readFileSync(`${disk}.gz`)).equals(plain), file).toBe(true);
    }
  });

  it("whatever Accept-Encoding asks, the answer decodes to the file, says its encoding, varies on it and is never sniffed", async () => {
    const files = assets().filter((f) => statSync(path.join(assetsDir(), f.slice("/assets/".length))).size >= 1024);
    const encodings = fc
      .subarray(["br", "gzip", "deflate", "identity", "*", "zstd"])
      .chain((names) =>
        fc.tuple(
          ...names.map((name) => fc.option(fc.constantFrom("1", "0.5", "0"), { nil: undefined }).map((q) => (q ? `${name};q=${q}` : name))),
        ),
      );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files), encodings, async (file, accepted) => {
        const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
          http
            .get(`${server.url}${file}`, { agent: false, headers: { "accept-encoding": accepted.join(", ") } }, resolve)
            .on("error", reject);
        });
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        expect(res.statusCode).toBe(200);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers["cache-control"]).toContain("immutable");
        // Served ahead of helmet (app/http/app.server.ts), with what of its headers matters for a script.
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
        const plain = readFileSync(path.join(assetsDir(), file.slice("/assets/".length)));
        expect(decode(Buffer.concat(chunks), res.headers["content-encoding"]).equals(plain)).toBe(true);
        // Brotli when it is asked for without a zero weight, before anything else.
        if (accepted.includes("br")) expect(res.headers["content-encoding"]).toBe("br");
      }),
      { numRuns: 60 },
    );
  });
});
