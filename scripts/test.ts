// `npm test`: typecheck, unit + integration tests (real PostgreSQL), then e2e in Chromium
// against the production build. Installs Debian's chromium when it is missing and we may.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const steps: Array<[string, number]> = [];

function run(title: string, command: string, env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  steps.push([title, Date.now() - started]);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function chromiumPath(): string | null {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

function ensureChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (!canApt) {
    console.error("Chromium is missing: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log("\n▶ Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null", { stdio: "inherit" });
  const installed = chromiumPath();
  if (!installed) {
    console.error("Chromium could not be installed with apt-get; install it by hand and run npm test again.");
    process.exit(1);
  }
  return installed;
}

const only = process.argv[2];
if (!only || only === "typecheck") run("typecheck", "npx react-router typegen && npx tsc");
if (!only || only === "unit") run("unit and integration tests", "npx vitest run");
if (!only || only === "e2e") {
  const chromium = ensureChromium();
  run("production build", "npx react-router build");
  run("e2e tests (Chromium)", "npx playwright test", { CHROMIUM_PATH: chromium });
}

console.log("\nTimings:");
for (const [title, ms] of steps) console.log(`  ${title.padEnd(30)} ${(ms / 1000).toFixed(1)} s`);
