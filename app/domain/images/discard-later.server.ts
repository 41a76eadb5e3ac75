// Files whose rows are gone (an erased account's photos, its exports' archives) are deleted by the
// job queue, not after the commit by hand: the job is queued in the transaction that removed the rows,
// so it exists exactly when they are gone, and a storage that fails is tried again with the queue's
// back-off until the files are gone.

import type { Storage } from "~/media/storage.server";
import { enqueueInTransaction, QUEUES } from "~/queue/queue.server";
import { discardImage } from "./images.server";

/** Stored images (every width is deleted) and plain files, by their storage keys. */
export interface DiscardFilesJob {
  images: string[];
  files: string[];
}

/** Queues the files' deletion in the transaction `tx` that removed what named them. */
export async function discardLater(tx: Parameters<typeof enqueueInTransaction>[0], job: DiscardFilesJob): Promise<void> {
  if (job.images.length + job.files.length === 0) return;
  await enqueueInTransaction(tx, QUEUES.discardFiles.name, job);
}

/** The job: deletes every file; deleting one already gone is no error, so a retry finishes the rest. */
export async function discardFiles(storage: Storage, job: DiscardFilesJob): Promise<void> {
  await Promise.all([...job.images.map((key) => discardImage(storage, key)), ...job.files.map((key) => storage.delete(key))]);
}
