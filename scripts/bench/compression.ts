// Compression levels and cached pages, on real pages of the demo platform:
// 1. every level of brotli (1–11) and gzip (1–9) on the shop home, a listing, a product page and its
//    `.data`: milliseconds per page (median of several runs, this process, one core) and bytes; the
//    levels in app/http/compression.server.ts are chosen from this table.
// 2. the cached shop home under autocannon, asked with `accept-encoding: gzip, br` (as browsers do)
//    and with none, alternating: requests/s and their ratio, per server given.
//   npm run bench:compression                          # starts this build (BUILD_DIR) on fresh demo data
//   npm run bench:compression -- base=http://127.0.0.1:4390 head=http://127.0.0.1:4391
// Env: BENCH_COMPRESSION_PORT (4703), BENCH_SECONDS (10 per autocannon run), BENCH_CONNECTIONS (10),
// BENCH_ROUNDS (2 alternating rounds), BUILD_DIR, BENCH_DIR.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchTargets, envNumber, machine, printTable, writeResults } from "./harness";

const SHOP = "demo";
const SECONDS = envNumber("BENCH_SECONDS", 10);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10);
const ROUNDS = envNumber("BENCH_ROUNDS", 2);

async function pages(base: string) {
  const home = await (await fetch(`${base}/${SHOP}`, { headers: { "accept-encoding": "identity" } })).text();
  const product = home.match(new RegExp(`/${SHOP}/product/[0-9a-f-]{36}`))?.[0];
  if (!product) throw new Error(`no product link on /${SHOP}`);
  const list = [
    { page: "shop home", path: `/${SHOP}` },
    { page: "listing", path: `/${SHOP}?mode=all` },
    { page: "product page", path: product },
    { page: "product .data", path: `${product}.data` },
  ];
  return Promise.all(
    list.map(async (p) => {
      const res = await fetch(`${base}${p.path}`, { headers: { "accept-encoding": "identity" } });
      if (!res.ok) throw new Error(`${p.path}: HTTP ${res.status}`);
      return { ...p, body: Buffer.from(await res.arrayBuffer()) };
    }),
  );
}

/** Median ms of one compression, run until ~300 ms are spent (at least 3, at most 50 times). */
function time(fn: () => Buffer): { ms: number; bytes: number } {
  const runs: number[] = [];
  let bytes = 0;
  let spent = 0;
  while (runs.length < 3 || (spent < 300 && runs.length < 50)) {
    const start = performance.now();
    bytes = fn().length;
    const ms = performance.now() - start;
    runs.push(ms);
    spent += ms;
  }
  runs.sort((a, b) => a - b);
  return { ms: runs[Math.floor(runs.length / 2)], bytes };
}

function levelTable(list: Awaited<ReturnType<typeof pages>>) {
  const rows: Array<Record<string, string | number>> = [];
  for (const { page, body } of list) {
    rows.push({ page, codec: "none", level: "-", KB: Number((body.length / 1024).toFixed(1)), ms: 0 });
    for (let q = 1; q <= 11; q++) {
      const r = time(() =>
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: q,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      );
      rows.push({ page, codec: "br", level: q, KB: Number((r.bytes / 1024).toFixed(1)), ms: Number(r.ms.toFixed(2)) });
    }
    for (let level = 1; level <= 9; level++) {
      const r = time(() => gzipSync(body, { level }));
      rows.push({ page, codec: "gzip", level, KB: Number((r.bytes / 1024).toFixed(1)), ms: Number(r.ms.toFixed(2)) });
    }
  }
  return rows;
}

async function hits(base: string, headers: Record<string, string>) {
  const url = `${base}/${SHOP}`;
  // Fills the cache; once more if a kept-alive socket the server had already closed was reused.
  await fetch(url, { headers })
    .catch(() => fetch(url, { headers }))
    .then((res) => res.arrayBuffer());
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  const { targets, stop } = await benchTargets("compression", envNumber("BENCH_COMPRESSION_PORT", 4703));
  try {
    console.log(`machine: ${JSON.stringify(machine())}`);
    const levels = levelTable(await pages(targets[0].url));
    printTable(levels);

    // Alternating: each server and each encoding takes turns, so none always runs first.
    const runs: Array<{ build: string; encoding: string; rps: number; p99: number; non2xx: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const order = round % 2 ? ["gzip, br", "none"] : ["none", "gzip, br"];
        for (const encoding of order) {
          const headers: Record<string, string> = encoding === "none" ? {} : { "accept-encoding": encoding };
          runs.push({ build: t.label, encoding, ...(await hits(t.url, headers)) });
        }
      }
    }
    const summary = targets.map((t) => {
      const mean = (encoding: string) => {
        const of = runs.filter((r) => r.build === t.label && r.encoding === encoding);
        return Math.round(of.reduce((n, r) => n + r.rps, 0) / of.length);
      };
      const none = mean("none");
      const compressed = mean("gzip, br");
      return {
        build: t.label,
        "cached home, none req/s": none,
        "cached home, gzip+br req/s": compressed,
        ratio: Number((compressed / none).toFixed(2)),
      };
    });
    printTable(runs.map((r) => ({ ...r })));
    printTable(summary);
    console.log(`results: ${await writeResults("compression", { machine: machine(), targets, levels, runs, summary })}`);
  } finally {
    await stop?.();
  }
}

await main();
