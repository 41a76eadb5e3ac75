// Where uploaded files live. Local disk by default; an S3 driver implements the same interface.
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export interface Storage {
  /** Bytes already in memory (an image's resized widths). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A file on disk, streamed in: the way to store anything large (a data export), never read whole into memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** A readable stream of the object, or null when it does not exist. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Lets go of connections (S3); nothing to do on disk. */
  close?(): void;
}

/** Keys under this prefix (data exports) are never served by /media: only their own route sends them, after sign-in. */
export const PRIVATE_PREFIX = "private/";

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  /** Writes beside the key's file, then renames: readers never see a half-written file. */
  const writeAtomically = async (key: string, write: (tmp: string) => Promise<void>) => {
    const file = fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await write(tmp);
      await fs.rename(tmp, file);
    } finally {
      await fs.rm(tmp, { force: true });
    }
  };
  return {
    async put(key, body) {
      await writeAtomically(key, (tmp) => fs.writeFile(tmp, body));
    },
    async putFile(key, source) {
      // Copied by the file system (the source may be on another disk, where a rename cannot reach).
      await writeAtomically(key, (tmp) => fs.copyFile(source, tmp));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
