// Starts the job queue's workers in a server process (server.ts; tests start them when they need
// them). Every queue's handler is listed here.
import type { AppServices } from "~/services.server";
import { type CheckoutExpiryJob, handleCheckoutExpiry } from "./checkout-expiry.server";

export async function startWorkers(services: Pick<AppServices, "db" | "jobs">, options: { pollingIntervalSeconds?: number } = {}) {
  await services.jobs.start(
    {
      "checkout-expiry": (data: CheckoutExpiryJob) => handleCheckoutExpiry(services.db, data),
    },
    options,
  );
}

/** Stops the workers: running jobs finish, or are failed and later retried by another process. */
export async function stopWorkers(services: Pick<AppServices, "jobs">) {
  await services.jobs.stop();
}
