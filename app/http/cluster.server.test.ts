import { describe, expect, it } from "vitest";
import { delayBeforeRestart, RESTART_BACKOFF } from "./cluster.server";

describe("delayBeforeRestart", () => {
  it("restarts a worker that ran a while at once, and backs off while workers keep dying young", () => {
    expect(delayBeforeRestart(0)).toBe(0);
    expect([1, 2, 3, 4, 5].map(delayBeforeRestart)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(delayBeforeRestart(6)).toBe(RESTART_BACKOFF.maxMs);
    expect(delayBeforeRestart(60)).toBe(RESTART_BACKOFF.maxMs);
  });
});
