// Every data export's zip is written here, as a stream to a file: entries arrive one at a time (a
// CSV even page by page), go through fflate's streaming Zip and out to disk, so the memory used is
// that of the entry (or page) at hand, never the archive's.

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

type Part = Uint8Array | string;

export interface ArchiveEntry {
  /** The path inside the zip. */
  path: string;
  /** The whole file, or its parts in order (a CSV read a page at a time). */
  content: Part | AsyncIterable<Part>;
  /** Already compressed (WebP images, PDFs): stored as is, no CPU spent deflating it again. */
  compressed?: boolean;
}

export type ArchiveEntries = AsyncIterable<ArchiveEntry>;

const encoder = new TextEncoder();
const bytesOf = (part: Part) => (typeof part === "string" ? encoder.encode(part) : part);

async function* partsOf(content: ArchiveEntry["content"]): AsyncGenerator<Uint8Array> {
  if (typeof content === "string" || content instanceof Uint8Array) yield bytesOf(content);
  else for await (const part of content) yield bytesOf(part);
}

/** Writes the entries as a zip to `file` (made or replaced), each dated `mtime`; returns its size in bytes. */
export async function writeArchive(entries: ArchiveEntries, file: string, mtime: Date): Promise<number> {
  const out = createWriteStream(file);
  const closed = once(out, "close"); // rejects with a write error (a full disk)
  closed.catch(() => {}); // …which is thrown where it is awaited
  // fflate hands its output over synchronously; it is written out after each push, so no more than
  // one push's worth ever waits here.
  let waiting: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else waiting.push(chunk);
  });
  let size = 0;
  const drain = async () => {
    if (failure) throw failure;
    const chunks = waiting;
    waiting = [];
    for (const chunk of chunks) {
      size += chunk.byteLength;
      if (!out.write(chunk)) await Promise.race([once(out, "drain"), closed]);
    }
  };
  try {
    for await (const entry of entries) {
      const zipped = entry.compressed ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
      zipped.mtime = mtime;
      zip.add(zipped);
      for await (const part of partsOf(entry.content)) {
        zipped.push(part);
        await drain();
      }
      zipped.push(new Uint8Array(0), true);
      await drain();
    }
    zip.end();
    await drain();
    out.end();
  } finally {
    if (!out.writableEnded) out.destroy();
    await closed;
  }
  return size;
}
