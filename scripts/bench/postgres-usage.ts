// What the PostgreSQL server's processes use, read from /proc on this machine: CPU seconds (all
// processes of the postmaster, backends and background workers alike) and memory as PSS, which
// shares the buffer cache's pages out among the processes mapping them instead of counting them in
// each one's RSS. For a server on this machine only (embedded, or a private cluster).
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { cpuSeconds } from "./harness";

const statFields = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");

function pssKb(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+) kB/m);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** The postmaster and its children now (backends come and go). */
function processes(postmaster: number): number[] {
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(statFields(pid)[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

export interface PostgresUsage {
  /** CPU seconds the server's processes have used so far (a backend that ended takes its share with it). */
  cpuSeconds(): number;
  /** The server's memory now: the PSS of all its processes, in MB. */
  pssMb(): number;
}

/** The server behind `url`, found through a backend's parent (the postmaster). */
export async function postgresUsage(url: string): Promise<PostgresUsage> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const backend = (await c.query<{ pid: number }>("select pg_backend_pid() pid")).rows[0].pid;
  const postmaster = Number(statFields(backend)[1]);
  await c.end();
  return {
    cpuSeconds: () =>
      processes(postmaster).reduce((sum, pid) => {
        try {
          return sum + cpuSeconds(pid);
        } catch {
          return sum;
        }
      }, 0),
    pssMb: () => Math.round(processes(postmaster).reduce((sum, pid) => sum + pssKb(pid), 0) / 1024),
  };
}
