// The data-export queue's handler: which archive each kind of export holds, then the domain makes it
// and queues the "ready" message in the transaction that marks it ready.
import type { Database } from "~/db/client.server";
import type { DataExportKind } from "~/db/schema/values";
import { notify } from "~/domain/notifications/notify.server";
import { type ArchiveBuilder, type ExportJob, makeExport, markExportFailed } from "~/domain/privacy/exports.server";
import { shopArchive } from "~/domain/privacy/shop-archive.server";
import { shopperArchive } from "~/domain/privacy/shopper-archive.server";
import type { Storage } from "~/media/storage.server";

const builders: Record<DataExportKind, ArchiveBuilder> = { shopper: shopperArchive, shop: shopArchive };

/**
 * Makes the export; on the queue's last try a failure also marks it failed, so its page says so and
 * the person can ask again (a failed export is no longer the current one).
 */
export async function handleDataExport(
  deps: { db: Database; storage: Storage },
  job: ExportJob,
  lastTry = false,
  now = new Date(),
): Promise<void> {
  try {
    await makeExport({ ...deps, builders }, job, (tx, exportId) => notify(tx, { kind: "data-export", exportId }), now);
  } catch (error) {
    if (lastTry) await markExportFailed(deps.db, job.exportId);
    throw error;
  }
}
