// Response compression (compression.server.ts): the encoding chosen from Accept-Encoding, and React
// Router's way of writing a streamed body through the compression middleware under backpressure.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliOptions, chooseEncoding, compressResponses } from "./compression.server";

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
