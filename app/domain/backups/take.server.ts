// Takes one backup into its own folder under the backup directory: the database's rows as of one
// instant (app/db/snapshot.server.ts), the uploaded files, the auth secret, and last the manifest.
// It is written as `.partial-<name>` and renamed when whole, so a backup cut short is never listed.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Database } from "~/db/client.server";
import { copyTableOut, describeTables, inSnapshot, sequencePositions } from "~/db/snapshot.server";
import { JOB_SCHEMA } from "~/queue/queue.server";
import { fileFacts, mirrorFiles, treeSize } from "./file-tree.server";
import { BACKUP_FORMAT, MANIFEST_FILE, type Manifest } from "./manifest";
import { utcStamp } from "./stamp";

/** What a backup copies from. */
export interface BackupSources {
  db: Database;
  /** The disk storage's folder, or null when uploads live in an S3 bucket. */
  uploadsDir: string | null;
  /** DATA_DIR/auth-secret, or null when BETTER_AUTH_SECRET is set in the environment. */
  secretFile: string | null;
}

/**
 * The app's own rows: every table in `public`, and the job queue's jobs. Left out: the migrations'
 * own record and the queue's definitions, schedules and statistics, which the app makes again when
 * it migrates the database it restores into.
 */
export const WHAT_TO_COPY = { schemas: ["public"], alsoTables: [`${JOB_SCHEMA}.job`, `${JOB_SCHEMA}.job_dependency`] };

export const PARTIAL_PREFIX = ".partial-";

/** `haat-20261129T210000Z`: sorts by time, safe in every file system. */
export function backupName(at: Date): string {
  return `haat-${utcStamp(at)}Z`;
}

/** Gzips a stream into `file`, counting and hashing what is written. */
async function writeGzip(source: NodeJS.ReadableStream, file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, createGzip(), tap, createWriteStream(file, { mode: 0o600 }));
  return { bytes, sha256: hash.digest("hex") };
}

export async function takeBackup(sources: BackupSources, backupDir: string, now: Date = new Date()): Promise<Manifest> {
  const name = backupName(now);
  // Its own partial folder: a second run in the same second (the job and `npm run backup`) never shares it.
  const partial = path.join(backupDir, `${PARTIAL_PREFIX}${name}-${randomBytes(4).toString("hex")}`);
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.join(partial, "db"), { recursive: true, mode: 0o700 });
  try {
    const uploadsCopy = path.join(partial, "uploads");
    // Files before the rows and again after: a file deleted meanwhile was caught by the first pass,
    // one uploaded meanwhile (its row may be in the snapshot) by the second.
    if (sources.uploadsDir) await mirrorFiles(sources.uploadsDir, uploadsCopy);
    const database = await copyDatabase(sources.db, partial);
    if (sources.uploadsDir) await mirrorFiles(sources.uploadsDir, uploadsCopy);
    let authSecret: Manifest["authSecret"] = null;
    if (sources.secretFile) {
      await fs.copyFile(sources.secretFile, path.join(partial, "auth-secret"));
      authSecret = { file: "auth-secret", ...(await fileFacts(path.join(partial, "auth-secret"))) };
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      name,
      takenAt: now.toISOString(),
      finishedAt: new Date().toISOString(),
      ...database,
      uploads: sources.uploadsDir ? await treeSize(uploadsCopy) : null,
      authSecret,
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(partial, path.join(backupDir, name));
    return manifest;
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Copies every table as of one instant into `<dir>/db/`, one gzipped COPY file each. */
async function copyDatabase(db: Database, dir: string) {
  const client = await db.$client.connect();
  try {
    return await inSnapshot(client, async () => {
      const tables = await describeTables(client, WHAT_TO_COPY);
      const sequences = await sequencePositions(client, WHAT_TO_COPY.schemas);
      const postgres =
        (await client.query<{ version: string }>("select current_setting('server_version') as version")).rows[0]?.version ?? "";
      const migrations = await client.query<{ created_at: string }>("select created_at from drizzle.__drizzle_migrations order by id");
      const jobSchema = await client.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
      const copied: Manifest["tables"] = [];
      for (const table of tables) {
        const file = `db/${table.schema}.${table.name}.copy.gz`;
        let facts = { bytes: 0, sha256: "" };
        const rows = await copyTableOut(client, table, async (out) => {
          facts = await writeGzip(out, path.join(dir, file));
        });
        copied.push({ ...table, rows, file, ...facts });
      }
      return {
        postgres,
        migrations: migrations.rows.map((r) => Number(r.created_at)),
        jobSchemaVersion: Number(jobSchema.rows[0]?.version ?? 0),
        tables: copied,
        sequences,
      };
    });
  } finally {
    client.release();
  }
}
