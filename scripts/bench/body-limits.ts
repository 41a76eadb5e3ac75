// Memory under oversized bodies: starts the production server from the build, then 20 clients at
// once each post a 200 MB body (generated on the fly) to the feedback form, the contact form and
// the seller's shop photo upload (signed in as the demo seller), first chunked, then with a
// Content-Length. Samples the server's RSS (/proc/<pid>/status) before and during; prints a table
// and the growth, and writes bench-results/<time>-body-limits.json. The clients stop sending when
// the answer comes, as browsers and curl do; "sent" says how much each got out before that.
//
//   npx tsx scripts/bench/body-limits.ts     (BENCH_PORT, BENCH_CLIENTS, BENCH_BODY_MB)
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { multipart, postBig, urlencoded } from "../../tests/hardening/support/big-body";
import { ensureBuild, envNumber, machine, printTable, startServer, writeResults } from "./harness";

const PORT = envNumber("BENCH_PORT", 4422);
const CLIENTS = envNumber("BENCH_CLIENTS", 20);
const BODY_MB = envNumber("BENCH_BODY_MB", 200);
const MB = 1024 * 1024;
const dataDir = path.join(os.tmpdir(), `haat-bench-bodies-${PORT}`);

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "seller@example.com", password: "haat-demo-123" }),
  });
  if (!res.ok) throw new Error(`demo seller sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  ensureBuild();
  await rm(dataDir, { recursive: true, force: true });
  const generous = "100000000/60";
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    RATE_LIMIT_CONTACT: generous,
    RATE_LIMIT_FEEDBACK: generous,
    RATE_LIMIT_CONTACT_ADDRESS: generous,
    RATE_LIMIT_FEEDBACK_ADDRESS: generous,
    LOGIN_ATTEMPTS_PER_MINUTE: "100000",
    LOGIN_ATTEMPTS_PER_ADDRESS: "100000",
  });
  try {
    const cookie = await signIn(server.url);
    const targets = [
      { name: "/feedback", path: "/feedback", body: urlencoded({ name: "Asha" }, "message"), cookie: "" },
      { name: "contact form (/)", path: "/?index", body: urlencoded({ name: "Asha", email: "asha@example.com" }, "message"), cookie: "" },
      {
        name: "shop photo upload",
        path: "/demo/dashboard/profile",
        body: multipart(
          { shopName: "Demo", ownerName: "Asha", email: "asha@example.com", phone: "9876543210", location: "Pune" },
          { field: "photo", name: "photo.png", type: "image/png" },
        ),
        cookie,
      },
    ];
    const post = (t: (typeof targets)[number], fill: number, chunked: boolean) =>
      postBig({
        url: server.url + t.path,
        headers: { "content-type": t.body.contentType, origin: server.url, cookie: t.cookie },
        prefix: t.body.prefix,
        suffix: t.body.suffix,
        fill,
        chunked,
      });

    // Warm up: the same clients and refusals with 1 MB bodies (code loaded, pools and heap grown to
    // what this many connections need), then let the heap settle before the baseline.
    for (const chunked of [true, false, true]) {
      await Promise.all(Array.from({ length: CLIENTS }, (_, i) => post(targets[i % targets.length], MB, chunked)));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const stopBaseline = server.sampleRss();
    await new Promise((r) => setTimeout(r, 1000));
    const baselineMb = stopBaseline();

    const rows: Array<Record<string, string | number>> = [];
    const rounds: Array<{ mode: string; peakMb: number }> = [];
    for (const chunked of [true, false]) {
      const mode = chunked ? "chunked" : "Content-Length";
      const stop = server.sampleRss();
      const healthz: number[] = [];
      let flooding = true;
      const probe = (async () => {
        while (flooding) {
          const started = Date.now();
          await fetch(`${server.url}/healthz`);
          healthz.push(Date.now() - started);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const started = Date.now();
      const jobs = Array.from({ length: CLIENTS }, (_, i) => {
        const target = targets[i % targets.length];
        return post(target, BODY_MB * MB, chunked).then((r) => ({ target: target.name, ...r }));
      });
      const results = await Promise.all(jobs);
      flooding = false;
      await probe;
      await new Promise((r) => setTimeout(r, 500)); // dropping what was still in flight
      const peakMb = stop();
      rounds.push({ mode, peakMb });
      for (const t of targets) {
        const mine = results.filter((r) => r.target === t.name);
        rows.push({
          mode,
          target: t.name,
          clients: mine.length,
          statuses: [...new Set(mine.map((r) => r.status))].join(","),
          "median ms": median(mine.map((r) => r.ms)),
          "max sent MB": Number((Math.max(...mine.map((r) => r.sent)) / MB).toFixed(2)),
          errors: [...new Set(mine.map((r) => r.error ?? ""))].filter(Boolean).join(",") || "-",
        });
      }
      rows.push({
        mode,
        target: `(round: ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        clients: CLIENTS,
        statuses: "",
        "median ms": 0,
        "max sent MB": 0,
        errors: "",
      });
      console.log(
        `${mode}: RSS peak ${peakMb} MB; /healthz during the flood: max ${Math.max(...healthz)} ms over ${healthz.length} probes`,
      );
      rounds[rounds.length - 1] = { ...rounds[rounds.length - 1], healthzMaxMs: Math.max(...healthz) } as (typeof rounds)[number];
    }
    printTable(rows);
    const peakMb = Math.max(...rounds.map((r) => r.peakMb));
    console.log(`\nserver RSS: ${baselineMb} MB before, peak ${peakMb} MB during → growth ${peakMb - baselineMb} MB`);
    console.log(`(${CLIENTS} clients at once, ${BODY_MB} MB bodies each, per round)`);
    const file = await writeResults("body-limits", { machine: machine(), clients: CLIENTS, bodyMb: BODY_MB, baselineMb, rounds, rows });
    console.log(`results: ${file}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
