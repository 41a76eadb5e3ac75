// Response compression (compression.server.ts): the encoding chosen from Accept-Encoding, and React
// Router's way of writing a streamed body through the compression middleware under backpressure.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliOptions, chooseEncoding, compressResponses, WHOLE_BODY_MAX_BYTES } from "./compression.server";

describe("chooseEncoding", () => {
  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=0, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["identity;q=0", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(chooseEncoding(header === undefined ? {} : { "accept-encoding": header })).toBe(expected);
  });

  it("never throws and never picks an encoding the header does not name (by itself or *)", () => {
    const token = fc.constantFrom("br", "gzip", "identity", "*", "deflate", "x", ";", ",", "q=", "q=0", "q=1", "0.5", " ", "=", ";q=0");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(token).map((t) => t.join("")),
          fc.string(),
        ),
        (header) => {
          const chosen = chooseEncoding({ "accept-encoding": header });
          expect(["br", "gzip", "identity"]).toContain(chosen);
          if (chosen !== "identity") expect(header.includes(chosen) || header.includes("*")).toBe(true);
        },
      ),
    );
  });
});

describe("compressResponses under backpressure", () => {
  const body = randomBytes(4 * 1024 * 1024); // incompressible: the zlib stream's buffer fills on every write
  let server: http.Server;
  let url: string;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);

  beforeAll(async () => {
    process.on("warning", onWarning);
    const app = express();
    app.use(compressResponses());
    app.get("/big", async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      // As @react-router/express sends a streamed page: write, and on `false` wait for one drain.
      const chunks = Readable.from(Array.from({ length: 64 }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536)));
      await writeReadableStreamToWritable(createReadableStreamFromReadable(chunks), res);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/big`;
  });
  afterAll(async () => {
    process.off("warning", onWarning);
    await new Promise((resolve) => server.close(resolve));
  });

  function get(acceptEncoding: string): Promise<{ encoding?: string; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => parts.push(part));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(parts) }));
        })
        .on("error", reject);
    });
  }

  it("sends the whole body, brotli-compressed, leaving no drain listener behind (no MaxListenersExceededWarning)", async () => {
    const res = await get("br");
    expect(res.encoding).toBe("br");
    expect(brotliDecompressSync(res.bytes).equals(body)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
    expect(warnings.filter((w) => w.includes("drain"))).toEqual([]);
  });

  it("sends the whole body uncompressed when the client asks for identity", async () => {
    const res = await get("identity");
    expect(res.encoding).toBeUndefined();
    expect(res.bytes.equals(body)).toBe(true);
  });
});

describe("compressResponses on a streamed page", () => {
  // A page as React streams it: many small pieces of HTML, all ready at once.
  const pieces = Array.from(
    { length: 300 },
    (_, i) => `<li class="card"><a href="/demo/product/${i}">Kurta ${i}</a><span>₹${(i * 37) % 5000}</span></li>`,
  );
  const page = Buffer.from(pieces.join(""));
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(compressResponses());
    app.get("/page", async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const chunks = Readable.from(pieces.map((piece) => Buffer.from(piece)));
      await writeReadableStreamToWritable(createReadableStreamFromReadable(chunks), res);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("compresses it in a few blocks, not one per piece: about the size of the page compressed whole", async () => {
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => parts.push(part));
          res.on("end", () => resolve(Buffer.concat(parts)));
        })
        .on("error", reject);
    });
    expect(brotliDecompressSync(bytes).equals(page)).toBe(true);
    const whole = brotliCompressSync(page, brotliOptions(0)).length;
    // One flush per piece costs each piece a block boundary: well over 1.5× here.
    expect(bytes.length).toBeLessThan(whole * 1.1);
  });
});

describe("compressResponses on a body written whole within one turn", () => {
  interface Case {
    body: Buffer;
    cuts: number[];
    style: "end" | "buffers" | "strings";
    type: string;
    cacheControl?: string;
  }
  let current: Case;
  let firstPartArrived: Promise<void>;
  let spanningResult: "streamed" | "held" | undefined;
  const LARGE = Buffer.from("kurta, saree, dupatta; ".repeat(70_000)); // 1.6 MB, over WHOLE_BODY_MAX_BYTES
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(compressResponses());
    app.all("/whole", (_req, res) => {
      const { body, cuts, style, type, cacheControl } = current;
      res.setHeader("Content-Type", type);
      if (cacheControl) res.setHeader("Cache-Control", cacheControl);
      if (style === "end") return void res.end(body);
      const bounds = [0, ...cuts, body.length];
      for (let i = 0; i + 1 < bounds.length; i++) {
        const part = body.subarray(bounds[i], bounds[i + 1]);
        res.write(style === "strings" ? part.toString("latin1") : part, "latin1");
      }
      res.end();
    });
    app.get("/spanning", async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(`<p>${"shell ".repeat(400)}</p>`);
      (res as unknown as { flush: () => void }).flush();
      // The rest waits until the client has the first part; a body held until its end never gets here
      // unless the deadlock breaker fires, which the test reports.
      const arrived = await Promise.race([firstPartArrived.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 5_000))]);
      spanningResult = arrived ? "streamed" : "held";
      res.end(`<p>${"rest ".repeat(400)}</p>`);
    });
    app.get("/large", (_req, res) => {
      res.setHeader("Content-Type", "text/plain");
      res.end(LARGE);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function request(pathname: string, method: string, acceptEncoding: string, onFirstData?: () => void) {
    return new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${pathname}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => {
            if (parts.length === 0) onFirstData?.();
            parts.push(part);
          });
          res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(parts) }));
        })
        .on("error", reject)
        .end();
    });
  }

  const decode = (bytes: Buffer, encoding?: string) =>
    encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;

  it("sends every body exactly, in an encoding the client accepts, with a Content-Length that is the bytes sent", async () => {
    // Lengths drawn evenly on both sides of the 1 KB threshold (fast-check's own sizes stay small).
    const unit = fc.constantFrom("a", "ā", "<li>", "₹", " ", "\n", "कुर्ता", "x");
    const text = fc.nat(3_000).chain((n) => fc.string({ unit, minLength: n, maxLength: n }));
    const bytes = fc.nat(4_000).chain((n) => fc.uint8Array({ minLength: n, maxLength: n }));
    const bodies = fc.oneof(
      text.map((t) => Buffer.from(t)),
      bytes.map((a) => Buffer.from(a)),
    );
    const cases = bodies.chain((body) =>
      fc.record({
        body: fc.constant(body),
        cuts: fc.uniqueArray(fc.nat(body.length), { maxLength: 6 }).map((c) => c.sort((a, b) => a - b)),
        style: fc.constantFrom("end" as const, "buffers" as const, "strings" as const),
        type: fc.constantFrom("text/html; charset=utf-8", "application/json", "text/x-script", "image/webp"),
        cacheControl: fc.option(fc.constantFrom("no-transform", "private, no-transform", "no-store"), { nil: undefined }),
      }),
    );
    const accepts = fc.constantFrom("br", "gzip", "gzip, deflate, br", "identity", "", "br;q=0, gzip", "*;q=0, identity");
    await fc.assert(
      fc.asyncProperty(cases, accepts, fc.constantFrom("GET", "HEAD"), async (c, accept, method) => {
        current = c;
        const { headers, bytes } = await request("/whole", method, accept);
        const encoding = headers["content-encoding"];
        const compressible = !c.type.startsWith("image/") && !c.cacheControl?.includes("no-transform") && method === "GET";
        const expected = compressible && c.body.length >= 1024 ? chooseEncoding({ "accept-encoding": accept }) : "identity";
        expect(encoding ?? "identity").toBe(expected);
        if (method === "HEAD") return void expect(bytes.length).toBe(0);
        expect(decode(bytes, encoding).equals(c.body)).toBe(true);
        if (headers["content-length"] !== undefined) expect(Number(headers["content-length"])).toBe(bytes.length);
        // Held whole: one Content-Length, no chunked stream, whatever the way it was written.
        if (compressible && c.body.length >= 1024) {
          expect(headers["content-length"]).toBe(String(bytes.length));
          expect(headers["transfer-encoding"]).toBeUndefined();
          expect(headers.vary).toMatch(/accept-encoding/i);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("streams a body still being written when the turn ends: its first part reaches the client before its end is written", async () => {
    let arrived!: () => void;
    firstPartArrived = new Promise((resolve) => {
      arrived = resolve;
    });
    const { headers, bytes } = await request("/spanning", "GET", "br", () => arrived());
    expect(spanningResult).toBe("streamed");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(bytes).toString()).toBe(`<p>${"shell ".repeat(400)}</p><p>${"rest ".repeat(400)}</p>`);
  });

  it("leaves a body over WHOLE_BODY_MAX_BYTES to compression's stream, off the main thread", async () => {
    expect(LARGE.length).toBeGreaterThan(WHOLE_BODY_MAX_BYTES);
    const { headers, bytes } = await request("/large", "GET", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBeUndefined();
    expect(gunzipSync(bytes).equals(LARGE)).toBe(true);
  });
});
