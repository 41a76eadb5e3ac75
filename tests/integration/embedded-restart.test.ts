// The embedded database must come back with its data after the server is killed with SIGKILL.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

it("restarts after SIGKILL with committed data intact", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "haat-kill-"));
  dirs.push(dataDir);
  // A child process plays the server: starts the cluster, writes a row, then waits to be killed.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/embedded-child.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("READY")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
  });
  child.kill("SIGKILL");
  await new Promise((r) => child.once("exit", r));

  const db = await startEmbeddedPostgres(dataDir);
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("select note from survivor");
    await client.end();
    expect(rows).toEqual([{ note: "written before SIGKILL" }]);
  } finally {
    await db.stop();
  }
}, 120_000);

it("refuses to start on a data folder that a running server is using, leaving that server's database up", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "haat-busy-"));
  dirs.push(dataDir);
  const first = await startEmbeddedPostgres(dataDir);
  try {
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/Another Haat server \(pid \d+\) is using/);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    expect((await client.query("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
    await client.end();
  } finally {
    await first.stop();
  }
}, 120_000);
