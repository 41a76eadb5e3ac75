// Reads a V8 CPU profile (node --cpu-prof) and says where the time went: self time per function and
// per package (react-dom, react-router, compression/zlib, pg/drizzle, GC, our code, …).
//
//   npx tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [top=15]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { printTable } from "./harness";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const GROUPS: Array<[RegExp, string]> = [
  [/node_modules\/react-dom\//, "react-dom server"],
  [/node_modules\/(react-router|@react-router\/[^/]+)\//, "react-router"],
  [/node_modules\/react\//, "react"],
  [/node_modules\/compression\/|^node:zlib$|^node:internal\/zlib/, "compression/zlib"],
  [/node_modules\/(pg|pg-[^/]+|drizzle-orm|postgres-[^/]+)\//, "pg/drizzle"],
  [/node_modules\/better-auth|node_modules\/@better-auth\//, "better-auth"],
  [/node_modules\/(express|router|body-parser|finalhandler|send|serve-static|helmet|on-finished|on-headers)\//, "express"],
  [/\/build\/server\/|\/app\//, "our code"],
];

/** Which package (or part of the runtime) a sampled function belongs to. */
export function groupOf(frame: ProfileNode["callFrame"]): string {
  if (!frame.url) {
    if (frame.functionName === "(garbage collector)") return "GC";
    if (frame.functionName === "(idle)") return "idle";
    return frame.functionName.startsWith("(") ? frame.functionName : "V8 builtins";
  }
  for (const [pattern, name] of GROUPS) if (pattern.test(frame.url)) return name;
  const pkg = frame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (pkg) return `other: ${pkg}`;
  if (frame.url.startsWith("node:")) return `node: ${frame.url.replace(/^node:(internal\/)?/, "").split("/")[0]}`;
  return frame.url;
}

export interface ProfileSummary {
  /** Sampled milliseconds, idle excluded. */
  busyMs: number;
  idleMs: number;
  functions: Array<{ function: string; where: string; group: string; "self ms": number; "%": number }>;
  groups: Array<{ group: string; "self ms": number; "%": number }>;
}

export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const functions = new Map<string, { function: string; where: string; group: string; ms: number }>();
  const groups = new Map<string, number>();
  let idleMs = 0;
  for (const [id, ms] of self) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    const group = groupOf(frame);
    if (group === "idle") {
      idleMs += ms;
      continue;
    }
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${frame.lineNumber + 1}`
      : "";
    const key = `${frame.functionName}@${where}`;
    const entry = functions.get(key) ?? { function: frame.functionName || "(anonymous)", where, group, ms: 0 };
    entry.ms += ms;
    functions.set(key, entry);
    groups.set(group, (groups.get(group) ?? 0) + ms);
  }
  const busyMs = [...groups.values()].reduce((a, b) => a + b, 0);
  const pct = (ms: number) => Number(((100 * ms) / busyMs).toFixed(1));
  return {
    busyMs,
    idleMs,
    functions: [...functions.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({ function: f.function, where: f.where, group: f.group, "self ms": Math.round(f.ms), "%": pct(f.ms) })),
    groups: [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([group, ms]) => ({ group, "self ms": Math.round(ms), "%": pct(ms) })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const summary = summariseProfile(process.argv[2], Number(process.argv[3] ?? 15));
  console.log(`busy ${Math.round(summary.busyMs)} ms, idle ${Math.round(summary.idleMs)} ms\n`);
  printTable(summary.functions);
  console.log();
  printTable(summary.groups);
}
