// The zip writer every export goes through: whatever entries, however split into parts, the file
// on disk unzips to exactly them; images and PDFs are stored, not deflated again; a full disk fails
// the write instead of leaving a zip that looks whole.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ArchiveEntry, writeArchive } from "./archive-zip.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "haat-zip-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const MTIME = new Date("2026-06-01T10:00:00Z");

async function* entriesOf(list: ArchiveEntry[]) {
  yield* list;
}
async function* partsOf(parts: Array<string | Uint8Array>) {
  yield* parts;
}
const bytesOf = (part: string | Uint8Array) => (typeof part === "string" ? new TextEncoder().encode(part) : part);
const joined = (parts: Array<string | Uint8Array>) => Buffer.concat(parts.map(bytesOf));

const part = fc.oneof(fc.string({ unit: "grapheme", maxLength: 200 }), fc.uint8Array({ maxLength: 5000 }));
const entry = fc.record({
  name: fc.stringMatching(/^[a-z0-9-]{1,12}(\/[a-z0-9-]{1,12})?\.(csv|pdf|webp)$/),
  parts: fc.array(part, { maxLength: 4 }),
  whole: fc.boolean(), // one part given as is, or any number as an async iterable
  compressed: fc.boolean(),
});

describe("archive zip writer", () => {
  it("writes any entries, whole or in parts, so they unzip to the same bytes; its size is the file's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(entry, { selector: (e) => e.name, maxLength: 8 }), async (list) => {
        const file = path.join(dir, "any.zip");
        const entries: ArchiveEntry[] = list.map((e) => ({
          path: e.name,
          content: e.whole ? joined(e.parts) : partsOf(e.parts),
          compressed: e.compressed,
        }));
        const size = await writeArchive(entriesOf(entries), file, MTIME);
        expect(size).toBe((await stat(file)).size);
        const files = unzipSync(new Uint8Array(await readFile(file)));
        expect(Object.keys(files).sort()).toEqual(list.map((e) => e.name).sort());
        for (const e of list) expect(Buffer.from(files[e.name]).equals(joined(e.parts))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("stores what is already compressed (level 0) and deflates the rest", async () => {
    const file = path.join(dir, "methods.zip");
    const text = "order_number,total\r\n".repeat(2000);
    await writeArchive(
      entriesOf([
        { path: "orders.csv", content: text },
        { path: "images/a.webp", content: text, compressed: true },
      ]),
      file,
      MTIME,
    );
    const methods: Record<string, number> = {};
    unzipSync(new Uint8Array(await readFile(file)), {
      filter: (f) => {
        methods[f.name] = f.compression;
        return true;
      },
    });
    expect(methods).toEqual({ "orders.csv": 8, "images/a.webp": 0 });
  });

  it("a failing entry (or disk) fails the write", async () => {
    async function* broken() {
      yield { path: "a.csv", content: "a" };
      throw new Error("storage lost");
    }
    await expect(writeArchive(broken(), path.join(dir, "broken.zip"), MTIME)).rejects.toThrow("storage lost");
    await expect(writeArchive(entriesOf([{ path: "a.csv", content: "a" }]), path.join(dir, "no-such-dir", "x.zip"), MTIME)).rejects.toThrow(
      /ENOENT/,
    );
  });
});
