// `npm test`: lint (with the import layering) and typecheck, unit + integration tests (real
// PostgreSQL: TEST_DATABASE_URL's server, else an embedded one), then e2e in Chromium and the
// hardening tests (crash, scale-out behind nginx, behind pgbouncer, …) against the production build.
// Installs Debian's chromium, nginx-light and pgbouncer when they are missing and we may. Every step
// names the Node that runs it: the project's own (docs/decisions/0121-node-24-from-the-registry.md).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const steps: Array<[string, number]> = [];

function run(title: string, command: string, env: NodeJS.ProcessEnv = {}) {
  const stepEnv = { ...process.env, ...env };
  const node = spawnSync("node", ["--version"], { env: stepEnv, encoding: "utf8" }).stdout.trim();
  console.log(`\n▶ ${title} (node ${node}): ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: stepEnv });
  steps.push([title, Date.now() - started]);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function firstExisting(candidates: Array<string | undefined>): string | null {
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

/** A program from a Debian package: found, or installed with apt-get when we are root, or a clear exit. */
function ensureDebianProgram(what: string, pkg: string, envVar: string, candidates: string[]): string {
  const all = [process.env[envVar], ...candidates];
  const found = firstExisting(all);
  if (found) return found;
  const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (!canApt) {
    console.error(`${what} is missing: install Debian's ${pkg} package (sudo apt-get install ${pkg}) or set ${envVar}.`);
    process.exit(1);
  }
  console.log(`\n▶ Installing Debian's ${pkg} for the ${what} tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`, { stdio: "inherit" });
  const installed = firstExisting(all);
  if (!installed) {
    console.error(`${what} could not be installed with apt-get; install ${pkg} by hand and run npm test again.`);
    process.exit(1);
  }
  return installed;
}

let built = false;
function productionBuild() {
  if (!built) run("production build", "npx react-router build");
  built = true;
}

const only = process.argv[2];
if (!only || only === "lint") run("lint", "npx biome check .");
if (!only || only === "typecheck") run("typecheck", "npx react-router typegen && npx tsc");
if (!only || only === "unit") run("unit and integration tests", "npx vitest run");
if (!only || only === "e2e") {
  const chromium = ensureDebianProgram("Chromium (browser)", "chromium", "CHROMIUM_PATH", [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ]);
  productionBuild();
  run("e2e tests (Chromium)", "npx playwright test", { CHROMIUM_PATH: chromium });
}
if (!only || only === "hardening") {
  // The scale-out test puts nginx in front of two servers, the pooler test pgbouncer between the
  // servers and PostgreSQL; all of them drive the production build.
  const nginx = ensureDebianProgram("nginx (scale-out)", "nginx-light", "NGINX_PATH", ["/usr/sbin/nginx", "/usr/bin/nginx"]);
  const pgbouncer = ensureDebianProgram("pgbouncer (pooler)", "pgbouncer", "PGBOUNCER_PATH", ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"]);
  productionBuild();
  run("hardening tests", "npx vitest run -c vitest.hardening.config.ts", { NGINX_PATH: nginx, PGBOUNCER_PATH: pgbouncer });
}

console.log("\nTimings:");
for (const [title, ms] of steps) console.log(`  ${title.padEnd(30)} ${(ms / 1000).toFixed(1)} s`);
