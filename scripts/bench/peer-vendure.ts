// The peer: Vendure (@vendure/core from the npm registry) installed into a scratch folder outside the
// project, its config and entry files written there by this module, run as one Node process (the
// server with its job queue started in it, as Haat runs its jobs in its own process) on the peer's
// PostgreSQL. Nothing of Vendure is in the project.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { stoppable } from "./harness";

const SUPERADMIN_PASSWORD = randomBytes(12).toString("hex");

export const VENDURE_VERSION = process.env.BENCH_VENDURE_VERSION ?? "3.7.3";
const PG_DRIVER_VERSION = "8.23.1";

// Shop API only in use; the job queue and search plugins are what the shop API's `search` needs.
// Bearer tokens: each connection of the load keeps its session's token, as a storefront does.
const CONFIG = `const { DefaultJobQueuePlugin, DefaultSearchPlugin, DefaultLogger, LogLevel, dummyPaymentHandler } = require("@vendure/core");
exports.config = {
  apiOptions: {
    hostname: "127.0.0.1",
    port: Number(process.env.PORT),
    shopApiPath: "shop-api",
    adminApiPath: "admin-api",
    shopApiPlayground: false,
    adminApiPlayground: false,
    shopApiDebug: false,
    adminApiDebug: false,
    cors: false,
  },
  authOptions: {
    tokenMethod: "bearer",
    requireVerification: false,
    // Vendure refuses its default password in production; the bench never signs in as admin.
    superadminCredentials: { identifier: "superadmin", password: process.env.VENDURE_SUPERADMIN_PASSWORD },
  },
  dbConnectionOptions: { type: "postgres", url: process.env.DATABASE_URL, synchronize: true, logging: false },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [DefaultJobQueuePlugin.init({}), DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false })],
};
`;

// The server with the job queue in the same process (Vendure's documented single-process setup).
const SERVER = `const { bootstrap, JobQueueService } = require("@vendure/core");
const { config } = require("./vendure-config");
bootstrap(config)
  .then((app) => app.get(JobQueueService).start())
  .then(() => console.log("vendure ready"))
  .catch((error) => { console.error(error); process.exit(1); });
`;

// Vendure's own populate helper: initial data (country, zone, tax, shipping, the dummy payment method),
// the products CSV through its Importer, then one search reindex queued for the server's job queue.
const POPULATE = `const { bootstrap, RequestContextService, SearchService, TransactionalConnection } = require("@vendure/core");
const { populate } = require("@vendure/core/cli");
const { config } = require("./vendure-config");
const initialData = require("./initial-data.json");
populate(() => bootstrap(config), initialData, process.argv[2])
  .then(async (app) => {
    // The import queued an index update per variant; one full reindex does all of them at once.
    await app.get(TransactionalConnection).rawConnection.query(
      "delete from job_record where state = 'PENDING' and "queueName" = 'update-search-index'",
    );
    const ctx = await app.get(RequestContextService).create({ apiType: "admin" });
    await app.get(SearchService).reindex(ctx);
    await app.close();
    process.exit(0);
  })
  .catch((error) => { console.error(error); process.exit(1); });
`;

const INITIAL_DATA = {
  defaultLanguage: "en",
  defaultZone: "Asia",
  countries: [{ name: "India", code: "IN", zone: "Asia" }],
  // Haat's bench shops charge no tax on top and no delivery fee: the same here.
  taxRates: [{ name: "Standard Tax", percentage: 0 }],
  shippingMethods: [{ name: "Standard Shipping", price: 0 }],
  paymentMethods: [
    { name: "Dummy Payment", handler: { code: "dummy-payment-handler", arguments: [{ name: "automaticSettle", value: "true" }] } },
  ],
  collections: [],
};

/** `npm install` of @vendure/core and the pg driver into `dir`, unless that version is there already. */
export async function installVendure(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const installed = path.join(dir, "node_modules", "@vendure", "core", "package.json");
  if (existsSync(installed) && JSON.parse(readFileSync(installed, "utf8")).version === VENDURE_VERSION) return;
  const pkg = { name: "haat-peer-vendure", private: true, dependencies: { "@vendure/core": VENDURE_VERSION, pg: PG_DRIVER_VERSION } };
  await fs.writeFile(path.join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`installing @vendure/core ${VENDURE_VERSION} into ${dir} …`);
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm install in ${dir} failed`);
}

export async function writeVendureFiles(dir: string): Promise<void> {
  await fs.writeFile(path.join(dir, "vendure-config.js"), CONFIG);
  await fs.writeFile(path.join(dir, "server.js"), SERVER);
  await fs.writeFile(path.join(dir, "populate.js"), POPULATE);
  await fs.writeFile(path.join(dir, "initial-data.json"), `${JSON.stringify(INITIAL_DATA, null, 2)}\n`);
}

/** Runs Vendure's populate with the products CSV (its output goes to populate.log). */
export async function populateVendure(dir: string, databaseUrl: string, csvPath: string): Promise<void> {
  const log = await fs.open(path.join(dir, "populate.log"), "w");
  // Populate bootstraps a full server: a port of the range nobody listens on during seeding.
  const result = spawnSync(process.execPath, ["populate.js", csvPath], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: process.env.BENCH_VENDURE_SEED_PORT ?? "4902",
      VENDURE_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
    },
    stdio: ["ignore", log.fd, log.fd],
  });
  await log.close();
  if (result.status !== 0) throw new Error(`Vendure's populate failed (exit ${result.status}); see ${path.join(dir, "populate.log")}`);
}

export interface RunningVendure {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `node server.js` with the bench's Node (the same binary as Haat's server), answering once its shop API does. */
export async function startVendure(dir: string, port: number, databaseUrl: string, bootSeconds = 180): Promise<RunningVendure> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      VENDURE_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const { exited, stop } = stoppable(child);
  const deadline = Date.now() + bootSeconds * 1000;
  for (;;) {
    if (exited()) throw new Error("Vendure exited while starting (see its output above)");
    try {
      const res = await fetch(`${url}/shop-api`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ activeChannel { id } }" }),
      });
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Vendure's shop API did not answer within ${bootSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, pid: child.pid as number, stop };
}
