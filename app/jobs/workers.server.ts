// Starts the job queue's workers in a server process (server.ts; tests start them when they need
// them). Every queue's handler is listed here; each calls the domain.
import type { Database } from "~/db/client.server";
import { nightlyBackupJob } from "~/domain/backups/set.server";
import type { BackupSettings } from "~/domain/backups/settings";
import { type DiscardFilesJob, discardFiles } from "~/domain/images/discard-later.server";
import type { MailJob } from "~/domain/notifications/notify.server";
import { type CodDeadlineJob, handleCodDeadline } from "~/domain/payments/cod/confirm.server";
import type { CheckoutExpiryJob } from "~/domain/payments/expire.server";
import { eraseDueAccounts } from "~/domain/privacy/erase-due.server";
import type { ExportJob } from "~/domain/privacy/exports.server";
import { prunePersonalData } from "~/domain/privacy/prune.server";
import type { Mailer } from "~/mail/mailer.server";
import type { Storage } from "~/media/storage.server";
import { type JobQueue, QUEUES } from "~/queue/queue.server";
import { handleCheckoutExpiry } from "./checkout-expiry.server";
import { handleDataExport } from "./data-export.server";
import { handleLowStockDigest, handleMail } from "./mail.server";

/** What the workers run on: the app's services (app/context.ts AppServices) or a test's. */
export interface WorkerServices {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** Where data exports' archives are kept, and an erased account's photos and exports deleted from (app/media). */
  storage: Storage;
  env: { BASE_URL: string };
  /** Signs the links in e-mails that need no login (a COD order's confirmation). */
  secret: string;
  /** The nightly backup's settings (app/domain/backups/settings.ts). */
  backups: BackupSettings;
}

export async function startWorkers(services: WorkerServices, options: { pollingIntervalSeconds?: number } = {}) {
  const { db, mailer, env } = services;
  await services.jobs.start(
    {
      "checkout-expiry": (data: CheckoutExpiryJob) => handleCheckoutExpiry(db, data),
      "cod-deadline": async (data: CodDeadlineJob) => {
        await handleCodDeadline(db, data.checkoutId);
      },
      // The job completes right after the mail server accepted the message (docs/decisions/0076-messages-through-the-queue.md).
      mail: (data: MailJob) => handleMail({ db, baseUrl: env.BASE_URL, secret: services.secret, send: (m) => mailer.send(m) }, data),
      "low-stock-digest": async () => {
        await handleLowStockDigest(db);
      },
      "prune-personal-data": async () => {
        await prunePersonalData({ db, storage: services.storage });
      },
      "data-export": (data: ExportJob, job) =>
        handleDataExport({ db, storage: services.storage }, data, job.retryCount >= QUEUES.dataExport.retryLimit),
      "discard-files": (data: DiscardFilesJob) => discardFiles(services.storage, data),
      "erase-due-accounts": async () => {
        await eraseDueAccounts(db);
      },
      backup: () => nightlyBackupJob(db, services.backups),
    },
    options,
  );
}

/** Stops the workers: running jobs finish, or are failed and later retried by another process. */
export async function stopWorkers(services: Pick<WorkerServices, "jobs">) {
  await services.jobs.stop();
}
