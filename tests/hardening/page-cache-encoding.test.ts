// The page cache keeps what it sends (app/http/page-cache.server.ts, decision 0090): each entry's
// brotli and gzip variants are made once, a hit is the variant the request accepts, byte for byte,
// with its Content-Encoding, Vary and Content-Length, and a CSP that allows the page's inline scripts
// by hash. Raw HTTP here (node:http): fetch would ask for and undo compression by itself.
import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "../../app/http/compression.server";
import type { PageCache } from "../../app/http/page-cache.server";
import { makeProduct } from "../integration/checkout-fixtures";
import { type AppServer, openShop, signUp, startAppServer } from "./support/app-server";

let server: AppServer;
let productId: string;
const HANDLE = "encoding-shop";
// Small, so the size test fills it quickly; 2, so one page (plain, brotli and gzip, with the
// stylesheet inline) stays under the eighth of it one entry may take.
const PAGE_CACHE_MB = 2;

beforeAll(async () => {
  server = await startAppServer({ PAGE_CACHE_SECONDS: "600", PAGE_CACHE_MB: String(PAGE_CACHE_MB) });
  const owner = await signUp(server, "Encoding Seller", "seller");
  const shopId = (await openShop(server, owner, HANDLE)).id;
  productId = (await makeProduct(server.services.db, shopId, { name: "Encoded Kurta", stock: 3 })).id;
});
afterAll(async () => {
  await server?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** The body with its Content-Encoding undone. */
  text: string;
}

function raw(path: string, acceptEncoding?: string, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .request(`${server.url}${path}`, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          const bytes = Buffer.concat(parts);
          const encoding = method === "HEAD" ? undefined : res.headers["content-encoding"];
          const plain = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: plain.toString() });
        });
      })
      .on("error", reject)
      .end();
  });
}

const stats = () => (server.app.locals.pageCache as PageCache).stats();

/** What every response from the cache must satisfy, against the identity body of the same page. */
function expectSent(res: Raw, acceptEncoding: string | undefined, identity: string) {
  const expected = chooseEncoding(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
  expect(res.status).toBe(200);
  expect(res.headers["x-cache"]).toBe("HIT");
  expect(res.headers["content-encoding"]).toBe(expected === "identity" ? undefined : expected);
  expect(res.headers.vary?.toLowerCase()).toContain("accept-encoding");
  expect(Number(res.headers["content-length"])).toBe(res.bytes.length);
  expect(res.text).toBe(identity);
}

describe.each([
  ["shop home", () => `/${HANDLE}`],
  ["product page", () => `/${HANDLE}/product/${productId}`],
  ["product .data", () => `/${HANDLE}/product/${productId}.data`],
])("a cached %s", (_name, path) => {
  let identity: string;

  beforeAll(async () => {
    const first = await raw(path(), "identity");
    expect([first.status, first.headers["x-cache"]]).toEqual([200, "MISS"]);
    identity = first.text;
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
    ["gzip;q=0, br", "br"],
    ["br;q=0, gzip", "gzip"],
    [undefined, undefined],
  ])("Accept-Encoding %j gets %s, decoding to the identity body", async (acceptEncoding, encoding) => {
    const res = await raw(path(), acceptEncoding);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expectSent(res, acceptEncoding, identity);
  });

  it("answers any Accept-Encoding, however malformed, with a body that decodes to the same bytes", async () => {
    const token = fc.constantFrom(
      "br",
      "gzip",
      "identity",
      "*",
      "deflate",
      "zstd",
      ";",
      ",",
      ", ",
      "q=",
      "q=0",
      "q=1",
      "0.5",
      "=",
      ";q=0",
      "BR",
    );
    const header = fc.oneof(
      fc.array(token, { maxLength: 12 }).map((t) => t.join("")),
      fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/),
    );
    await fc.assert(
      fc.asyncProperty(header, async (acceptEncoding) => expectSent(await raw(path(), acceptEncoding), acceptEncoding, identity)),
      { numRuns: 60 },
    );
  });

  it("answers HEAD with the headers of the variant and no body", async () => {
    const get = await raw(path(), "br");
    const head = await raw(path(), "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.bytes.length).toBe(0);
  });
});

describe("the cached page's CSP", () => {
  it("allows exactly the page's inline scripts by hash, names no nonce, and is the same on the miss and the hit", async () => {
    const path = `/${HANDLE}?mode=csp`;
    const miss = await raw(path, "gzip");
    const hit = await raw(path, "br");
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(hit.text).toBe(miss.text);
    const csp = hit.headers["content-security-policy"] as string;
    expect(csp).toBe(miss.headers["content-security-policy"]);
    expect(csp).not.toContain("nonce");
    expect(hit.text).not.toMatch(/\snonce=/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
    const inline = [...hit.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length).toBe(new Set(inline.map(([, , text]) => text)).size);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe("the cache's size", () => {
  it("stays within PAGE_CACHE_MB counting every variant, dropping the least recently used entries first", async () => {
    const maxBytes = PAGE_CACHE_MB * 1024 * 1024;
    const before = stats();
    expect(before.maxBytes).toBe(maxBytes);
    const one = await raw(`/${HANDLE}?mode=size&n=0`, "br");
    const perEntry = stats().bytes - before.bytes;
    // Plain, brotli and gzip: more than the plain body alone.
    expect(perEntry).toBeGreaterThan(Buffer.byteLength(one.text));
    const pages = Math.ceil((2 * maxBytes) / perEntry);
    for (let n = 1; n <= pages; n++) {
      await raw(`/${HANDLE}?mode=size&n=${n}`, "gzip");
      expect(stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(stats().entries).toBeLessThan(pages);
    expect((await raw(`/${HANDLE}?mode=size&n=${pages}`, "br")).headers["x-cache"]).toBe("HIT");
    expect((await raw(`/${HANDLE}?mode=size&n=0`, "br")).headers["x-cache"]).toBe("MISS");
  });
});
