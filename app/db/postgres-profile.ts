// How much memory the embedded PostgreSQL may use (docs/decisions/0149-small-server-postgres.md).
// `small`, the default, is for a 1–2 GB server that also runs the app; `large` sizes the cluster from
// the machine's memory, for a server of its own. The settings are written beside postgresql.conf and
// included by it, so an operator's ALTER SYSTEM (postgresql.auto.conf) still wins over them.
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Env } from "~/utils/env.server";

export type PostgresProfile = Env["POSTGRES_PROFILE"];

const mb = (bytes: number) => `${Math.max(1, Math.floor(bytes / 1024 / 1024))}MB`;

/** The machine's memory, or its container's where a cgroup limits it to less. */
const availableMemory = () => Math.min(os.totalmem(), process.constrainedMemory() || Number.POSITIVE_INFINITY);

export function postgresSettings(profile: PostgresProfile, totalMemory = availableMemory()): Record<string, string> {
  if (profile === "small") {
    return {
      // PostgreSQL's own defaults for buffers and per-sort memory, written out so a new major's
      // defaults cannot change them unseen; the planner told how little the OS caches for it.
      shared_buffers: "128MB",
      effective_cache_size: "384MB",
      work_mem: "4MB",
      maintenance_work_mem: "64MB",
    };
  }
  return {
    shared_buffers: mb(Math.min(totalMemory / 4, 8 * 1024 ** 3)),
    effective_cache_size: mb(totalMemory / 2),
    work_mem: "16MB",
    maintenance_work_mem: mb(Math.min(totalMemory / 16, 1024 ** 3)),
  };
}

const PROFILE_FILE = "haat-profile.conf";
const INCLUDE = `include_if_exists = '${PROFILE_FILE}'`;

/** Writes the profile's settings into the cluster folder and makes postgresql.conf include them. */
export function applyPostgresProfile(clusterDir: string, profile: PostgresProfile): void {
  const lines = Object.entries(postgresSettings(profile)).map(([name, value]) => `${name} = '${value}'`);
  const file = path.join(clusterDir, PROFILE_FILE);
  writeFileSync(file, `# Written by Haat at every start: POSTGRES_PROFILE=${profile}\n${lines.join("\n")}\n`);
  // As root, PostgreSQL runs as its own user: the file must be readable to it whatever root's umask.
  chmodSync(file, 0o644);
  const conf = path.join(clusterDir, "postgresql.conf");
  if (!existsSync(conf)) return;
  const text = readFileSync(conf, "utf8");
  if (!text.includes(INCLUDE)) writeFileSync(conf, `${text}\n${INCLUDE}\n`);
}
