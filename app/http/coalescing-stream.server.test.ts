// The stream React renders pages into (coalescing-stream.server.ts): what goes in comes out, in
// order and whole, in one chunk per flush (or per COALESCE_BYTES), and React's render still streams.

import fc from "fast-check";
import { createElement as h, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COALESCE_BYTES, CoalescingStream } from "./coalescing-stream.server";
import { lowPriorityModulePreloads } from "./module-preload-priority.server";

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

describe("CoalescingStream with a tag edit (module preloads at low priority)", () => {
  const preload = (n: number) => `<link rel="modulepreload" href="/assets/m${n}.js" nonce="x"/>`;
  // Mostly preloads, so that a release for size often falls inside one.
  const token = fc.oneof(
    { weight: 5, arbitrary: fc.nat(40).map(preload) },
    { weight: 1, arbitrary: fc.constantFrom("<p>", "</p>", '<div class="a">', "</div>", "text &gt; more", "<script>1</script>") },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2000 }).map((n) => "t".repeat(n)) },
  );

  it("edits every preload exactly once, however React's bytes are cut, with flushes between elements", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            token,
            fc.nat(200).map((n) => n === 0),
          ),
          { minLength: 1500, maxLength: 3000 },
        ),
        fc.array(fc.integer({ min: 1, max: 4096 }), { minLength: 1, maxLength: 8 }),
        async (tokens, cuts) => {
          const stream = new CoalescingStream(lowPriorityModulePreloads);
          const out: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => out.push(chunk));
          const ended = new Promise((resolve) => stream.on("end", resolve));
          let pending = Buffer.alloc(0);
          let c = 0;
          for (const [text, flushAfter] of tokens) {
            pending = Buffer.concat([pending, Buffer.from(text)]);
            // Writes of arbitrary sizes, as React's view buffer cuts them, whole only at a flush.
            while (pending.length > cuts[c % cuts.length]) {
              stream.write(pending.subarray(0, cuts[c % cuts.length]));
              pending = pending.subarray(cuts[c++ % cuts.length]);
            }
            if (flushAfter) {
              stream.write(pending);
              pending = Buffer.alloc(0);
              stream.flush();
            }
          }
          stream.end(pending);
          await ended;
          const whole = tokens.map(([text]) => text).join("");
          expect(Buffer.concat(out).toString()).toBe(whole.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
        },
      ),
      { numRuns: 60 },
    );
  });
});
