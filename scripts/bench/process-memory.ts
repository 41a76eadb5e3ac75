// Memory of a group of processes as Linux reports it: each process's resident set (VmRSS) and its
// proportional share (Pss, /proc/<pid>/smaps_rollup: shared pages split among the processes that
// map them, so PostgreSQL's shared buffers are counted once across its backends), and a cgroup v1
// memory controller that holds a group under a limit and counts what it used.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ProcessMemory {
  pid: number;
  name: string;
  rssMb: number;
  pssMb: number;
}

function kbField(file: string, field: string): number {
  try {
    const m = readFileSync(file, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

export function processMemory(pid: number): ProcessMemory {
  let name = "?";
  try {
    name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {}
  return {
    pid,
    name,
    rssMb: kbField(`/proc/${pid}/status`, "VmRSS") / 1024,
    pssMb: kbField(`/proc/${pid}/smaps_rollup`, "Pss") / 1024,
  };
}

/** A process and all its descendants, from each process's parent in /proc/<pid>/stat. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const V1_MEMORY = "/sys/fs/cgroup/memory";

/** A cgroup v1 memory group with a hard limit (no swap beyond it), or null where the machine offers none we may create. */
export interface MemoryGroup {
  dir: string;
  limitMb: number;
  pids(): number[];
  usageMb(): number;
  /** What the kernel cannot take back without killing: anonymous memory and shared memory (PostgreSQL's buffers). */
  unreclaimableMb(): number;
  peakMb(): number;
  resetPeak(): void;
  /** Times an allocation hit the limit (the kernel then reclaims page cache, or kills). */
  failures(): number;
  oomKills(): number;
  remove(): void;
}

export function createMemoryGroup(name: string, limitMb: number): MemoryGroup | null {
  if (!existsSync(path.join(V1_MEMORY, "memory.limit_in_bytes"))) return null;
  const dir = path.join(V1_MEMORY, name);
  const file = (f: string) => path.join(dir, f);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file("memory.limit_in_bytes"), String(limitMb * 1024 * 1024));
    if (existsSync(file("memory.memsw.limit_in_bytes"))) writeFileSync(file("memory.memsw.limit_in_bytes"), String(limitMb * 1024 * 1024));
  } catch {
    return null;
  }
  const mb = (f: string) => Number(readFileSync(file(f), "utf8")) / 1024 / 1024;
  return {
    dir,
    limitMb,
    pids: () => readFileSync(file("cgroup.procs"), "utf8").split("\n").filter(Boolean).map(Number),
    usageMb: () => mb("memory.usage_in_bytes"),
    unreclaimableMb: () => {
      const stat = readFileSync(file("memory.stat"), "utf8");
      const bytes = (field: string) => Number(stat.match(new RegExp(`^${field} (\\d+)$`, "m"))?.[1] ?? 0);
      return (bytes("total_rss") + bytes("total_shmem")) / 1024 / 1024;
    },
    peakMb: () => mb("memory.max_usage_in_bytes"),
    resetPeak: () => writeFileSync(file("memory.max_usage_in_bytes"), "0"),
    failures: () => Number(readFileSync(file("memory.failcnt"), "utf8")),
    oomKills: () => Number(readFileSync(file("memory.oom_control"), "utf8").match(/oom_kill (\d+)/)?.[1] ?? 0),
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {}
    },
  };
}

/** Sums of a sample: every process's PSS by kind (node, postgres), and each node process's RSS. */
export interface MemorySample {
  nodePssMb: number;
  postgresPssMb: number;
  totalPssMb: number;
  nodeRssMb: Record<number, number>;
  groupMb: number | null;
  groupUnreclaimableMb: number | null;
}

export function sample(pids: number[], group: MemoryGroup | null): MemorySample {
  const all = pids.map(processMemory);
  const sum = (list: ProcessMemory[]) => list.reduce((mb, p) => mb + p.pssMb, 0);
  const nodes = all.filter((p) => p.name.startsWith("node") || p.name === "MainThread");
  const postgres = all.filter((p) => p.name.startsWith("postgres"));
  return {
    nodePssMb: sum(nodes),
    postgresPssMb: sum(postgres),
    totalPssMb: sum(all),
    nodeRssMb: Object.fromEntries(nodes.map((p) => [p.pid, p.rssMb])),
    groupMb: group ? group.usageMb() : null,
    groupUnreclaimableMb: group ? group.unreclaimableMb() : null,
  };
}
