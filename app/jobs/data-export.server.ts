// The data-export queue's handler: which archive each kind of export holds, then the domain makes it
// and queues the "ready" message in the transaction that marks it ready.
import type { Database } from "~/db/client.server";
import type { DataExportKind } from "~/db/schema/values";
import { notify } from "~/domain/notifications/notify.server";
import { type ArchiveBuilder, type ExportJob, makeExport } from "~/domain/privacy/exports.server";
import { shopArchive } from "~/domain/privacy/shop-archive.server";
import type { Storage } from "~/media/storage.server";

// Filled in by the shopper's and the shop's archive builders as they land.
const notYet: ArchiveBuilder = () => Promise.reject(new Error("this kind of export is not built yet"));
const builders: Record<DataExportKind, ArchiveBuilder> = { shopper: notYet, shop: shopArchive };

export function handleDataExport(deps: { db: Database; storage: Storage }, job: ExportJob, now = new Date()): Promise<void> {
  return makeExport({ ...deps, builders }, job, (tx, exportId) => notify(tx, { kind: "data-export", exportId }), now);
}
