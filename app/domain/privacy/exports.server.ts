// A data export (docs/decisions/0140-data-fiduciaries-and-retention.md): asked for on a page, made by
// the job queue into one zip in the private part of the media storage, downloaded only by the person
// who asked, until it expires; then the pruning job deletes the row and the file.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dataExport } from "~/db/schema";
import type { DataExportKind } from "~/db/schema/values";
import type { DbOrTx } from "~/db/transaction.server";
import { inTransaction } from "~/db/transaction.server";
import { discardLater } from "~/domain/images/discard-later.server";
import { PRIVATE_PREFIX, type Storage } from "~/media/storage.server";
import { enqueueInTransaction, QUEUES } from "~/queue/queue.server";
import { isUuid } from "~/utils/uuid";
import { type ArchiveEntries, writeArchive } from "./archive-zip.server";
import type { ExportView } from "./export-view";
import { daysAfter, RETENTION_DAYS } from "./retention";

/** What goes into one kind of archive: the person's (or the shop's) files, one at a time. */
export type ArchiveBuilder = (
  deps: { db: Database; storage: Storage },
  subject: { userId: string; sellerId: string | null },
) => ArchiveEntries;

export interface ExportJob {
  exportId: string;
}

const archiveKey = (exportId: string) => `${PRIVATE_PREFIX}exports/${exportId}.zip`;

interface Subject {
  kind: DataExportKind;
  userId: string;
  sellerId: string | null;
}

const sameSubject = (s: Subject) =>
  and(
    eq(dataExport.userId, s.userId),
    eq(dataExport.kind, s.kind),
    s.sellerId ? eq(dataExport.sellerId, s.sellerId) : isNull(dataExport.sellerId),
  );

/** The newest export of this subject that is still being made or can still be downloaded, or null. */
export async function currentExport(db: DbOrTx, subject: Subject, now = new Date()): Promise<ExportView | null> {
  const [row] = await db
    .select()
    .from(dataExport)
    .where(
      and(sameSubject(subject), or(eq(dataExport.status, "queued"), and(eq(dataExport.status, "ready"), gt(dataExport.expiresAt, now)))),
    )
    .orderBy(desc(dataExport.createdAt))
    .limit(1);
  return row ? exportView(row, now) : null;
}

/**
 * Asks for an export: one is queued in the same transaction as its row. While one is being made or
 * can still be downloaded, that one is the answer (no second archive of the same data).
 */
export async function requestExport(db: Database, subject: Subject, now = new Date()): Promise<ExportView> {
  return inTransaction(db, async (tx) => {
    // One request at a time per person and kind: two clicks make one export.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${subject.kind}:${subject.userId}`}))`);
    const existing = await currentExport(tx, subject, now);
    if (existing) return existing;
    const [row] = await tx
      .insert(dataExport)
      .values({ ...subject, createdAt: now, expiresAt: daysAfter(now, RETENTION_DAYS.dataExport) })
      .returning();
    await enqueueInTransaction(tx, QUEUES.dataExport.name, { exportId: row.id } satisfies ExportJob);
    return exportView(row, now);
  });
}

/**
 * Makes a queued export: zips its files as they are built into a temporary file (removed however
 * it ends), stores that file, marks it ready for RETENTION_DAYS.dataExport and tells the person
 * (`ready`, in the same transaction). Idempotent: a job run again after success finds the export
 * ready and does nothing.
 */
export async function makeExport(
  deps: { db: Database; storage: Storage; builders: Record<DataExportKind, ArchiveBuilder> },
  job: ExportJob,
  ready: (tx: DbOrTx, exportId: string) => Promise<void>,
  now = new Date(),
): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db.select().from(dataExport).where(eq(dataExport.id, job.exportId));
  if (row?.status !== "queued") return;
  const key = archiveKey(row.id);
  const dir = await mkdtemp(path.join(os.tmpdir(), "haat-export-"));
  let bytes: number;
  try {
    const file = path.join(dir, "archive.zip");
    bytes = await writeArchive(deps.builders[row.kind]({ db, storage }, { userId: row.userId, sellerId: row.sellerId }), file, now);
    await storage.putFile(key, file, "application/zip");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await inTransaction(db, async (tx) => {
    const [made] = await tx
      .update(dataExport)
      .set({ status: "ready", storageKey: key, bytes, readyAt: now, expiresAt: daysAfter(now, RETENTION_DAYS.dataExport) })
      .where(and(eq(dataExport.id, row.id), eq(dataExport.status, "queued")))
      .returning({ id: dataExport.id });
    if (made) await ready(tx, made.id);
    // Gone meanwhile (the account was erased): its archive must not outlive it, even if the storage fails now.
    else await discardLater(tx, { images: [], files: [key] });
  });
}

/** An export the queue gave up on: its page says so, and asking again makes a new one. */
export async function markExportFailed(db: DbOrTx, exportId: string): Promise<void> {
  await db
    .update(dataExport)
    .set({ status: "failed" })
    .where(and(eq(dataExport.id, exportId), eq(dataExport.status, "queued")));
}

/** One export of the person's, whatever its state; someone else's (or none) is null. */
export async function exportOf(db: DbOrTx, userId: string, exportId: string, now = new Date()): Promise<ExportView | null> {
  if (!isUuid(exportId)) return null;
  const [row] = await db
    .select()
    .from(dataExport)
    .where(and(eq(dataExport.id, exportId), eq(dataExport.userId, userId)));
  return row ? exportView(row, now) : null;
}

/** The zip of a ready, unexpired export of the person's, as a stream to send, with whose data it holds; otherwise null. */
export async function openExport(
  deps: { db: DbOrTx; storage: Storage },
  userId: string,
  exportId: string,
  now = new Date(),
): Promise<{ body: Readable; size: number; fileName: string; kind: DataExportKind; sellerId: string | null } | null> {
  if (!isUuid(exportId)) return null;
  const [row] = await deps.db
    .select()
    .from(dataExport)
    .where(and(eq(dataExport.id, exportId), eq(dataExport.userId, userId)));
  if (!row?.storageKey || exportView(row, now).state !== "ready") return null;
  const object = await deps.storage.get(row.storageKey);
  return (
    object && {
      ...object,
      fileName: `haat-${row.kind}-data-${row.createdAt.toISOString().slice(0, 10)}.zip`,
      kind: row.kind,
      sellerId: row.sellerId,
    }
  );
}

/** Deletes the exports that expired before `now`: each file first, then its row (a failed delete is tried again next night). */
export async function pruneExports(deps: { db: Database; storage: Storage }, now = new Date()): Promise<number> {
  const expired = await deps.db
    .select({ id: dataExport.id, key: dataExport.storageKey })
    .from(dataExport)
    .where(lt(dataExport.expiresAt, now));
  for (const { id, key } of expired) {
    if (key) await deps.storage.delete(key);
    await deps.db.delete(dataExport).where(eq(dataExport.id, id));
  }
  return expired.length;
}

function exportView(row: typeof dataExport.$inferSelect, now: Date): ExportView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.expiresAt <= now ? "expired" : row.status === "queued" ? "preparing" : row.status,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
