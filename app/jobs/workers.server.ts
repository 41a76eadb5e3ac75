// Starts the job queue's workers in a server process (server.ts; tests start them when they need
// them). Every queue's handler is listed here.
import { pruneGuestCarts } from "~/domain/cart/cart.server";
import type { AppServices } from "~/services.server";
import { type CheckoutExpiryJob, handleCheckoutExpiry } from "./checkout-expiry.server";
import { handleLowStockDigest, handleMail, type MailJob } from "./notify.server";

export async function startWorkers(
  services: Pick<AppServices, "db" | "jobs" | "mailer" | "env">,
  options: { pollingIntervalSeconds?: number } = {},
) {
  const { db, mailer, env } = services;
  await services.jobs.start(
    {
      "checkout-expiry": (data: CheckoutExpiryJob) => handleCheckoutExpiry(db, data),
      // The job completes right after the mail server accepted the message (docs/decisions/0076-messages-through-the-queue.md).
      mail: (data: MailJob) => handleMail({ db, baseUrl: env.BASE_URL, send: (m) => mailer.send(m) }, data),
      "low-stock-digest": async () => {
        await handleLowStockDigest(db);
      },
      "prune-guest-carts": async () => {
        await pruneGuestCarts(db);
      },
    },
    options,
  );
}

/** Stops the workers: running jobs finish, or are failed and later retried by another process. */
export async function stopWorkers(services: Pick<AppServices, "jobs">) {
  await services.jobs.stop();
}
