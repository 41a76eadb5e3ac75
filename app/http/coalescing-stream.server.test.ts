// The stream React renders pages into (coalescing-stream.server.ts): what goes in comes out, in
// order and whole, in one chunk per flush (or per COALESCE_BYTES), and React's render still streams.

import fc from "fast-check";
import { createElement as h, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COALESCE_BYTES, CoalescingStream } from "./coalescing-stream.server";

/** Writes the steps into a fresh stream and returns the chunks it passed on. */
async function passThrough(steps: Array<Buffer | "flush">): Promise<Buffer[]> {
  const stream = new CoalescingStream();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const step of steps) {
    if (step === "flush") stream.flush();
    else stream.write(step);
  }
  stream.end();
  await ended;
  return out;
}

/** A part of the page that waits for its text. */
function Late({ text }: { text: Promise<string> }) {
  return h("p", null, use(text));
}

describe("CoalescingStream", () => {
  it("passes on every byte in order, one chunk per flush that has bytes, never a chunk past a flush", async () => {
    const step = fc.oneof(
      { weight: 4, arbitrary: fc.uint8Array({ minLength: 0, maxLength: 5000 }).map((a) => Buffer.from(a)) },
      { weight: 1, arbitrary: fc.constant("flush" as const) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
        const out = await passThrough(steps);
        const written = steps.filter((s) => s !== "flush") as Buffer[];
        expect(Buffer.concat(out).equals(Buffer.concat(written))).toBe(true);
        // Each flush with something held releases it (the end releases the rest): no more chunks than that.
        let held = 0;
        let releases = 0;
        for (const s of [...steps, "flush" as const]) {
          if (s === "flush") {
            if (held > 0) releases++;
            held = 0;
          } else {
            held += s.length;
            if (held >= COALESCE_BYTES) {
              releases++;
              held = 0;
            }
          }
        }
        expect(out.length).toBe(releases);
        expect(out.every((chunk) => chunk.length > 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("does not hold more than COALESCE_BYTES when nothing flushes", async () => {
    const piece = Buffer.alloc(4096, 97);
    const out = await passThrough(Array.from({ length: 100 }, () => piece));
    expect(Buffer.concat(out).length).toBe(409_600);
    expect(out.slice(0, -1).every((chunk) => chunk.length === COALESCE_BYTES)).toBe(true);
  });

  it("still streams a React render: the shell goes out before a suspended part resolves", async () => {
    let resolveLate: (value: string) => void = () => {};
    const late = new Promise<string>((resolve) => {
      resolveLate = resolve;
    });
    const stream = new CoalescingStream();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    const page = h("main", null, h("h1", null, "Shell"), h(Suspense, { fallback: h("p", null, "Loading") }, h(Late, { text: late })));
    const { pipe } = renderToPipeableStream(page, { onShellReady: () => pipe(stream) });
    await expect.poll(() => chunks.join("")).toContain("Shell");
    expect(chunks.join("")).not.toContain("Arrived");
    resolveLate("Arrived");
    await ended;
    expect(chunks.join("")).toContain("Arrived");
    expect(chunks.length).toBeGreaterThan(1);
  });
});
