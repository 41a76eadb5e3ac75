// Haat against a peer (npm run bench:peer): Vendure, installed from the npm registry into a scratch
// folder outside the project, and this build of Haat, both on one private PostgreSQL 15 cluster
// (Debian's), both seeded with the same shop of 2,000 products. Five scenarios, each run on Haat and
// on Vendure in turn (the order reversed every other round), at 10 connections; prints each side's
// completed operations per second, p99 and CPU ms per operation from /proc (the app's process, and
// PostgreSQL's processes apart), and the ratios. Not part of `npm test`.
//
// Run: npm run bench:peer (the first run installs Vendure and seeds both shops, a few minutes; later
// runs reuse both). Needs root or the postgres user for the cluster, and apt-get when postgresql-15
// is missing.
//
// Scenarios (Haat ↔ Vendure's shop API):
//   listing of 20        the shop listing's `.data`, page 1–5     ↔ `search` (groupByProduct, take 20)
//   product detail       the product page's `.data`               ↔ `product(slug)`
//   add to cart          the cart fetcher's form post (`cart.data`) ↔ `addItemToOrder`; a shopper's session
//                        per connection, a new one every 10 additions
//   completed checkout   the checkout fetcher's one JSON post, signed in, 3 lines ↔ setCustomerForOrder,
//                        setOrderShippingAddress, setOrderShippingMethod, transitionOrderToState
//                        (ArrangingPayment), addPaymentToOrder (dummy handler, settled): five requests
//                        counted as one checkout, on a cart of the same 3 lines prepared beforehand
//   product HTML         Haat's product page as HTML, uncached    ↔ Vendure's `product(slug)` JSON
//
// Same conditions on both sides: the same Node binary (the project's Node 24, which runs this script;
// Vendure 3.7 supports it), NODE_ENV=production, one process each (Vendure's job queue started in its
// server process, as Haat runs its jobs in its own), the same PostgreSQL cluster and settings, the same
// load generator and request headers (a browser's user agent and accept-encoding), Haat's page cache
// off (PAGE_CACHE_SECONDS=0). Both servers stay up; the idle one waits while the other is measured.
//
// Env: BENCH_ROUNDS (2), BENCH_SECONDS (10 per side per scenario per round), BENCH_WARMUP (3 s before
// each), BENCH_CONNECTIONS (10), BENCH_PEER_PRODUCTS (2,000), BENCH_ONLY=listing,checkout (scenarios
// whose name contains one of these words), BENCH_PEER_DIR (/tmp/haat-peer: Vendure's install and the
// cluster), BENCH_PEER_PG_PORT (55500), BENCH_PORT (4900, Haat; Vendure on the next port, its seeding
// on the one after), BENCH_PEER_CARTS (300: Vendure carts prepared before the first checkout
// measurement; later ones prepare 1.5× what the last used), BENCH_VENDURE_VERSION (3.7.3), BENCH_DIR,
// BUILD_DIR, BENCH_BUILD as in npm run bench.
import path from "node:path";
import pg from "pg";
import { createDatabase } from "../../app/db/client.server";
import { BENCH_DIR, ensureBuild, envNumber, machine, printTable, startServer, writeResults } from "./harness";
import { haatShop, markVendureSeeded, seedVendure, vendureSeeded, vendureVariantIds } from "./peer-catalogue";
import { cpuBetween, drive, type LoadResult, type Operation, openConnection, type Reply, treeCpuSeconds } from "./peer-load";
import { peerPostgres, postmasterPid } from "./peer-postgres";
import {
  checkoutVariantIds,
  ELIGIBLE_METHODS,
  type PeerContext,
  type PeerScenario,
  peerScenarios,
  type Side,
  vendureCart,
} from "./peer-scenarios";
import { installVendure, startVendure, VENDURE_VERSION, writeVendureFiles } from "./peer-vendure";
import { resetCheckouts } from "./requests";
import { signInCustomer } from "./sign-in";

const PEER_DIR = path.resolve(process.env.BENCH_PEER_DIR ?? "/tmp/haat-peer");
const VENDURE_DIR = path.join(PEER_DIR, "vendure");
const PG_DIR = path.join(PEER_DIR, "pg");
const ROUNDS = envNumber("BENCH_ROUNDS", 2);
const SECONDS = envNumber("BENCH_SECONDS", 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10);
const PRODUCTS = envNumber("BENCH_PEER_PRODUCTS", 2000);
const PORT = envNumber("BENCH_PORT", 4900);
const PG_PORT = envNumber("BENCH_PEER_PG_PORT", 55500);
const VENDURE_DATABASE = `vendure_peer_p${PRODUCTS}`;

const sql = async <T extends pg.QueryResultRow>(url: string, text: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
};

const shopApi = async (base: string, query: string, token?: string) => {
  const res = await fetch(`${base}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
};

/** Waits until Vendure's search index lists every product (the reindex runs in its job queue). */
async function awaitSearchIndex(base: string, products: number, seconds = 900) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const reply = await shopApi(base, "{ search(input: { take: 1, groupByProduct: true }) { totalItems } }");
    const indexed = (reply.data?.search as { totalItems: number } | undefined)?.totalItems ?? 0;
    if (indexed >= products) return;
    if (Date.now() > deadline) throw new Error(`Vendure's search index has ${indexed} of ${products} products after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Jobs a measurement left in Vendure's queue are run before the next measurement, not during it. */
async function awaitVendureJobs(url: string, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const [{ n }] = await sql<{ n: number }>(
      url,
      "select count(*)::int n from job_record where state in ('PENDING', 'RUNNING', 'RETRYING')",
    );
    if (n === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`  note: Vendure's job queue still busy after ${seconds} s`);
}

/** Vendure carts of the checkout's lines, made on CONNECTIONS connections before the measurement (not timed). */
async function prepareCarts(base: string, ctx: PeerContext, count: number) {
  const variants = checkoutVariantIds(ctx);
  const started = Date.now();
  let wanted = count;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, count) }, async () => {
      const { send, close } = openConnection(base);
      try {
        while (wanted-- > 0) ctx.vendureCarts.push(await vendureCart(send, variants));
      } finally {
        close();
      }
    }),
  );
  console.log(`  ${ctx.vendureCarts.length} Vendure carts ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** One operation on a connection of its own, which must succeed. */
async function probe(base: string, label: string, side: { state: (i: number) => unknown; operation: Operation<unknown> }) {
  const { send, close } = openConnection(base);
  let last: Reply | undefined;
  try {
    const ok = await side.operation(async (call) => {
      last = await send(call);
      return last;
    }, side.state(0));
    if (!ok) throw new Error(`${label}: ${last?.status} ${last?.text.slice(0, 400)}`);
  } finally {
    close();
  }
}

interface Measurement {
  round: number;
  scenario: string;
  side: Side;
  result: LoadResult;
  appCpuMs: number;
  dbCpuMs: number;
}

async function main() {
  const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
  const cluster = await peerPostgres(PG_DIR, PG_PORT);
  const stops: Array<() => Promise<void>> = [cluster.stop];
  try {
    console.log(cluster.label);
    const shop = await haatShop(cluster.adminUrl, PRODUCTS);
    console.log(`Haat shop ${shop.handle}: ${shop.products.length} products`);

    await installVendure(VENDURE_DIR);
    await writeVendureFiles(VENDURE_DIR);
    const vendureUrl = Object.assign(new URL(cluster.adminUrl), { pathname: `/${VENDURE_DATABASE}` }).toString();
    const seeded = await vendureSeeded(vendureUrl, shop);
    if (!seeded) {
      console.log(`seeding Vendure (${shop.products.length} products through its importer) …`);
      await seedVendure(cluster.adminUrl, VENDURE_DATABASE, VENDURE_DIR, shop);
    }
    const vendure = await startVendure(VENDURE_DIR, PORT + 1, vendureUrl);
    stops.unshift(vendure.stop);
    // An interrupted run may have left the reindex unfinished: it resumes in the job queue.
    await awaitSearchIndex(vendure.url, shop.products.length);
    if (!seeded) await markVendureSeeded(vendureUrl, shop);
    await awaitVendureJobs(vendureUrl);

    ensureBuild();
    const db = createDatabase(shop.haatUrl, 2);
    stops.unshift(() => db.$client.end());
    await resetCheckouts(db, [...shop.checkoutLines, ...shop.cartLines]);
    const haat = await startServer(PORT, {
      DATABASE_URL: shop.haatUrl,
      DATA_DIR: path.join(BENCH_DIR, "app"),
      PAGE_CACHE_SECONDS: "0",
      // One address signs in and places hundreds of checkouts a minute: throughput, not abuse.
      LOGIN_ATTEMPTS_PER_MINUTE: "1000",
      LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
      RATE_LIMIT_CHECKOUT: "100000000/60",
    });
    stops.unshift(haat.stop);
    const customers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signInCustomer(haat.url, db, i)));

    const ctx: PeerContext = {
      shop,
      variantIds: await vendureVariantIds(vendureUrl),
      customers,
      shippingMethodId: "",
      paymentMethodCode: "",
      vendureCarts: [],
    };
    // Vendure offers its methods to an order: ask with one cart.
    const connection = openConnection(vendure.url);
    const probeCart = await vendureCart(connection.send, checkoutVariantIds(ctx)).finally(connection.close);
    const methods = (await shopApi(vendure.url, ELIGIBLE_METHODS, probeCart)).data as {
      eligibleShippingMethods: Array<{ id: string }>;
      eligiblePaymentMethods: Array<{ code: string }>;
    };
    ctx.shippingMethodId = methods.eligibleShippingMethods[0].id;
    ctx.paymentMethodCode = methods.eligiblePaymentMethods[0].code;

    const scenarios = peerScenarios(ctx).filter((s) => !only.length || only.some((word) => s.name.includes(word)));
    const servers = { Haat: haat, Vendure: vendure };
    const postmaster = await postmasterPid(PG_DIR);
    let carts = envNumber("BENCH_PEER_CARTS", 300);

    // One operation of each first: a scenario that fails is an error, not a fast benchmark of error pages.
    for (const s of scenarios) {
      for (const side of ["Haat", "Vendure"] as const) {
        if (side === "Vendure" && s.name.includes("checkout")) await prepareCarts(vendure.url, ctx, 1);
        await probe(servers[side].url, `${s.name} on ${side}`, side === "Haat" ? s.haat : s.vendure);
      }
    }

    const measurements: Measurement[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order: Side[] = round % 2 ? ["Haat", "Vendure"] : ["Vendure", "Haat"];
      for (const s of scenarios) {
        for (const side of order) {
          const { state, operation } = side === "Haat" ? s.haat : s.vendure;
          const checkout = side === "Vendure" && s.name.includes("checkout");
          if (checkout) {
            ctx.vendureCarts.length = 0;
            await prepareCarts(vendure.url, ctx, carts);
          }
          const server = servers[side];
          if (WARMUP > 0) await drive(server.url, CONNECTIONS, WARMUP, state, operation);
          const [app0, db0] = [treeCpuSeconds(server.pid), treeCpuSeconds(postmaster)];
          const result = await drive(server.url, CONNECTIONS, SECONDS, state, operation);
          const [app1, db1] = [treeCpuSeconds(server.pid), treeCpuSeconds(postmaster)];
          const perOp = (seconds: number) => Number(((seconds * 1000) / Math.max(1, result.completed)).toFixed(2));
          const m = {
            round,
            scenario: s.name,
            side,
            result,
            appCpuMs: perOp(cpuBetween(app0, app1)),
            dbCpuMs: perOp(cpuBetween(db0, db1)),
          };
          measurements.push(m);
          console.log(
            `  round ${round} ${s.name} ${side}: ${result.perSecond.toFixed(1)}/s, p99 ${result.p99} ms, app CPU ${m.appCpuMs} ms, db CPU ${m.dbCpuMs} ms${result.failed ? `, ${result.failed} failed (${result.firstFailure})` : ""}`,
          );
          if (checkout) {
            const used = carts - ctx.vendureCarts.length;
            carts = Math.max(50, Math.ceil(used * 1.5));
          }
          if (side === "Vendure") await awaitVendureJobs(vendureUrl);
        }
      }
    }

    console.log(
      `\n${shop.products.length} products; ${CONNECTIONS} connections, ${SECONDS} s per side per scenario after ${WARMUP} s warm-up, ${ROUNDS} rounds alternated; ${cluster.label}; Vendure ${VENDURE_VERSION}; Node ${process.version}\n`,
    );
    printTable(
      measurements.map((m) => ({
        round: m.round,
        scenario: m.scenario,
        side: m.side,
        "ops/s": Number(m.result.perSecond.toFixed(1)),
        "p50 ms": m.result.p50,
        "p99 ms": m.result.p99,
        "app CPU ms/op": m.appCpuMs,
        "db CPU ms/op": m.dbCpuMs,
        failed: m.result.failed,
      })),
    );
    const summary = summarise(scenarios, measurements);
    console.log(
      "\nmeans over the rounds; ratio = Haat ops/s ÷ Vendure ops/s, CPU ratio = Vendure app CPU ms ÷ Haat's, app+db ratio = the same with PostgreSQL's CPU added\n",
    );
    printTable(summary);
    const file = await writeResults("peer", {
      startedAt: new Date().toISOString(),
      machine: machine(),
      postgres: cluster.label,
      vendure: VENDURE_VERSION,
      products: shop.products.length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmup: WARMUP,
      rounds: ROUNDS,
      measurements,
      summary,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(error));
  }
}

function summarise(scenarios: PeerScenario[], measurements: Measurement[]) {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return scenarios.map((s) => {
    const of = (side: Side) => measurements.filter((m) => m.scenario === s.name && m.side === side);
    const [h, v] = [of("Haat"), of("Vendure")];
    const rate = (ms: Measurement[]) => mean(ms.map((m) => m.result.perSecond));
    const cpu = (ms: Measurement[]) => mean(ms.map((m) => m.appCpuMs));
    const db = (ms: Measurement[]) => mean(ms.map((m) => m.dbCpuMs));
    const ratio = rate(h) / rate(v);
    return {
      scenario: s.name,
      "Haat ops/s": Number(rate(h).toFixed(1)),
      "Vendure ops/s": Number(rate(v).toFixed(1)),
      ratio: Number(ratio.toFixed(2)),
      target: `≥ ${s.target}×`,
      met: ratio >= s.target ? "yes" : "no",
      "Haat p99 ms": Number(mean(h.map((m) => m.result.p99)).toFixed(1)),
      "Vendure p99 ms": Number(mean(v.map((m) => m.result.p99)).toFixed(1)),
      "Haat CPU ms": Number(cpu(h).toFixed(2)),
      "Vendure CPU ms": Number(cpu(v).toFixed(2)),
      "CPU ratio": Number((cpu(v) / cpu(h)).toFixed(2)),
      "Haat db ms": Number(db(h).toFixed(2)),
      "Vendure db ms": Number(db(v).toFixed(2)),
      // Vendure's search does most of its work in PostgreSQL: the app's CPU alone would not say so.
      "app+db ratio": Number(((cpu(v) + db(v)) / (cpu(h) + db(h))).toFixed(2)),
    };
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
