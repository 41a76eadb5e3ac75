// A database outage while a job runs must not bring the server down: pg-boss 10 completed a
// finished job without awaiting it, so a failed completion (PostgreSQL gone) was an unhandled
// rejection that killed the process. patches/pg-boss+10.4.2.patch awaits it and reports the
// failure on the queue's error event; the job stays active and is retried after it expires.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../app/db/client.server";
import { createJobQueue, QUEUES } from "../../app/queue/queue.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

/** The app's pool, except that every query fails while `down` is set, as when PostgreSQL is killed. */
function flakyDatabase(db: Database) {
  const state = { down: false };
  const query = (text: string, values?: unknown[]) =>
    state.down
      ? Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))
      : db.$client.query(text, values);
  return { state, db: { $client: { query } } as unknown as Database };
}

describe("job queue during a database outage", () => {
  it("reports a failed completion as a queue error instead of an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const errors: { message?: string }[] = [];
    const flaky = flakyDatabase(s.db);
    const queue = createJobQueue(flaky.db, (error) => errors.push(error as { message?: string }));
    try {
      let ran = 0;
      await queue.start(
        {
          // The database goes away while the handler runs, so completing the job fails.
          [QUEUES.checkoutExpiry.name]: async () => {
            ran++;
            flaky.state.down = true;
          },
        },
        { pollingIntervalSeconds: 0.5 },
      );
      await queue.boss.send(QUEUES.checkoutExpiry.name, { checkoutId: crypto.randomUUID() });
      await vi.waitFor(() => expect(errors.some((e) => e.message?.includes("ECONNREFUSED"))).toBe(true), {
        timeout: 15_000,
        interval: 100,
      });
      // Rejections surface on a later tick: give them one before looking.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ran).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      flaky.state.down = false;
      await queue.stop(2_000);
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
