// A folder of files copied into a backup (or back) as hard links where the two are on one file
// system: uploads are written once and replaced by rename, never changed in place, so a link is a
// full copy that costs no space; a second file system gets a real copy.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/** A file being written by the storage (storage.server.ts writes `<file>.<pid>.tmp`, then renames). */
const IN_PROGRESS = /\.\d+\.tmp$/;

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    await fs.copyFile(from, to);
  }
}

/**
 * Puts every finished file under `from` at the same place under `to`, leaving files already there
 * (a second pass adds only what appeared since). A file that vanishes meanwhile is skipped.
 */
export async function mirrorFiles(from: string, to: string): Promise<void> {
  for (const source of await filesUnder(from)) {
    if (IN_PROGRESS.test(source)) continue;
    const target = path.join(to, path.relative(from, source));
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await linkOrCopy(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // deleted meanwhile
    }
  }
}

/** Every file under `dir` (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** How many files, and bytes, are under `dir`. */
export async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const files = await filesUnder(dir);
  for (const file of files) bytes += (await fs.stat(file)).size;
  return { files: files.length, bytes };
}

/** A file's size and SHA-256, read as a stream. */
export async function fileFacts(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { bytes, sha256: hash.digest("hex") };
}
