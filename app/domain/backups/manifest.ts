// What a backup holds, written last into its folder: a folder without a readable manifest is not a
// backup (it was cut short). Every file is named with its size and SHA-256, checked before a restore.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const MANIFEST_FILE = "manifest.json";
export const BACKUP_FORMAT = "haat-backup/1";

const FileFacts = z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  name: z.string(),
  takenAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  postgres: z.string(),
  /** The migrations the database had (drizzle's journal `when` of each), oldest first. */
  migrations: z.array(z.number().int()),
  /** pg-boss's schema version: the queue's rows only load into the same one. */
  jobSchemaVersion: z.number().int(),
  tables: z.array(
    FileFacts.extend({ schema: z.string(), name: z.string(), columns: z.array(z.string()).min(1), rows: z.number().int().min(0) }),
  ),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable(), isCalled: z.boolean() })),
  /** The uploaded images and files (disk storage), or null when they live in an S3 bucket. */
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }).nullable(),
  /** DATA_DIR/auth-secret, so sessions and signed cookies stay valid after a restore. */
  authSecret: FileFacts.nullable(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

/** The manifest of the backup in `dir`, or a clear error saying why it is not one. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), "utf8");
  } catch {
    throw new Error(`${dir} is not a finished Haat backup: it has no ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path.join(dir, MANIFEST_FILE)} is not a Haat backup manifest (${BACKUP_FORMAT}).`);
  return parsed.data;
}

/** The total size of a backup: its database files, its secret and its uploads. */
export function backupBytes(manifest: Manifest): number {
  const db = manifest.tables.reduce((sum, t) => sum + t.bytes, 0);
  return db + (manifest.authSecret?.bytes ?? 0) + (manifest.uploads?.bytes ?? 0);
}
