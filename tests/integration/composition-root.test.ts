// What only the composition root (app/services.server.ts) ties together: the job queue knows no
// metrics, so a failed job run is counted only because createServices hands the queue the metrics'
// counter as its run hook.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { registry } from "../../app/http/metrics.server";
import { QUEUES } from "../../app/queue/queue.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.jobs.stop(1000);
  await s.dispose();
});

async function failuresOf(queue: string): Promise<number> {
  const metric = await registry.getSingleMetric("haat_job_failures_total")?.get();
  return metric?.values.find((v) => v.labels.queue === queue)?.value ?? 0;
}

it("counts a job run that throws in haat_job_failures_total, under its queue", async () => {
  const queue = QUEUES.prunePersonalData.name;
  const before = await failuresOf(queue);
  let ran = 0;
  await s.jobs.start(
    {
      [queue]: async () => {
        ran++;
        throw new Error("the handler failed");
      },
    },
    { pollingIntervalSeconds: 0.5 },
  );
  await s.jobs.boss.send(queue, {});
  await vi.waitFor(async () => expect(await failuresOf(queue)).toBe(before + 1), { timeout: 15_000, interval: 100 });
  expect(ran).toBe(1);
});
