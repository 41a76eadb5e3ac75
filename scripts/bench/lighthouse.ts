// Lighthouse (mobile preset, Debian's Chromium) on the production build serving the demo data: the
// platform landing page, a shop home, a product page and the cart with an item in it; then the
// shop home and the product page in Hindi (`?lang=hi`), to compare with their English rows.
//   npm run bench:lighthouse
// Every page is audited BENCH_LH_RUNS times (3), the pages taking turns, and each score is the median.
// Env: BENCH_LH_PORT (4701), BENCH_LH_RUNS (3), BENCH_LH_PAGES (only pages whose name contains one of these
// comma-separated words, e.g. "shop home"), CHROMIUM (/usr/bin/chromium), BUILD_DIR (build), BENCH_DIR (/tmp/haat-bench).
// The demo is seeded into a fresh DATA_DIR on every run (30–40 s), so nothing of an earlier run counts.
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import lighthouse from "lighthouse";
// puppeteer-core comes with lighthouse (its dependency): a page lets the cart hold an item before the audit.
import puppeteer, { type Page } from "puppeteer-core";
import { BENCH_DIR, BUILD_DIR, ensureBuild, envNumber, machine, printTable, startServer, writeResults } from "./harness";

const PORT = envNumber("BENCH_LH_PORT", 4701);
const RUNS = envNumber("BENCH_LH_RUNS", 3);
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Opens a product page and presses 'Add to Cart' as a shopper would. The cart is the server's
 * (docs/decisions/0084-server-cart.md): the browser keeps only its cookie, so the audit keeps storage.
 */
async function addToCart(page: Page, productUrl: string) {
  // A slow moment of the machine (a Lighthouse trace just ended) can outlast puppeteer's 30 s default.
  page.setDefaultTimeout(90_000);
  await page.goto(productUrl, { waitUntil: "networkidle0" });
  // Both wait together, so neither is left to reject unhandled when the other fails.
  const [added] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/cart.data")),
    page.locator("button::-p-text(Add to Cart)").click(),
  ]);
  if (!added.ok()) throw new Error(`'Add to Cart' on ${productUrl} was refused`);
  // The cart page, as the server renders it for this browser's cookie, holds the line.
  const cart = await page.evaluate((url) => fetch(url).then((r) => r.text()), productUrl.replace(/\/product\/.*$/, "/cart"));
  if (!cart.includes("Remove ")) throw new Error(`'Add to Cart' on ${productUrl} did not put anything in the cart`);
}

/**
 * The simulated FCP and LCP, and what the observed (unthrottled) load had finished by its first paint:
 * Lighthouse's simulation counts only the requests that ended before the observed paint.
 */
function paintTimes(lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }): string {
  type Row = { resourceType?: string; networkEndTime: number; transferSize: number };
  const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const requests = ((lhr.audits["network-requests"]?.details as { items?: Row[] } | undefined)?.items ?? []).filter(
    (r) => r.networkEndTime <= (observed?.observedFirstContentfulPaint ?? 0),
  );
  const kb = (rows: Row[]) => (rows.reduce((sum, r) => sum + r.transferSize, 0) / 1024).toFixed(0);
  const seconds = (id: string) => ((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(1);
  return `FCP ${seconds("first-contentful-paint")} s, LCP ${seconds("largest-contentful-paint")} s; first paint observed at ${observed?.observedFirstContentfulPaint} ms after ${requests.length} requests, ${kb(requests)} KB (scripts ${kb(requests.filter((r) => r.resourceType === "Script"))} KB)`;
}

async function main() {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(BENCH_DIR, "lighthouse-"));
  console.log(`starting the production server on the demo data (seeding ${dataDir}) …`);
  const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: "" }, 300);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const shop = "demo";
    const html = await (await fetch(`${server.url}/${shop}`)).text();
    const productPath = html.match(new RegExp(`/${shop}/product/[0-9a-f-]{36}`))?.[0];
    if (!productPath) throw new Error(`no product link on /${shop}`);
    const only = process.env.BENCH_LH_PAGES?.split(",")
      .map((word) => word.trim())
      .filter(Boolean);
    const pages = [
      { name: "landing", path: "/" },
      { name: "shop home", path: `/${shop}` },
      { name: "product page", path: productPath },
      { name: "cart (1 item)", path: `/${shop}/cart`, keepStorage: true },
      { name: "shop home, Hindi", path: `/${shop}?lang=hi` },
      { name: "product page, Hindi", path: `${productPath}?lang=hi` },
    ].filter((p) => !only?.length || only.some((word) => p.name.includes(word)));
    type Audit = Awaited<ReturnType<typeof audit>>;
    type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
    const audit = async (p: (typeof pages)[number], attempt = 1): Promise<{ lhr: LighthouseResult; scores: Record<string, number> }> => {
      // Each audit is a first visit in a context of its own: Lighthouse keeps cookies between audits,
      // and a language cookie left by a Hindi page would serve the next English address in Hindi.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (p.keepStorage) {
        try {
          await addToCart(page, `${server.url}${productPath}`);
        } catch (error) {
          await context.close();
          if (attempt < 3) return audit(p, attempt + 1);
          throw error;
        }
      }
      const result = await lighthouse(
        `${server.url}${p.path}`,
        { output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], disableStorageReset: Boolean(p.keepStorage) },
        undefined,
        page,
      );
      await context.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP): that run is done again, twice at most.
        if (attempt < 3) return audit(p, attempt + 1);
        throw new Error(`${p.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      return { lhr, scores };
    };
    // The pages take turns, so a slow moment of the machine does not fall on one page's every run.
    const runs = new Map<string, Audit[]>(pages.map((p) => [p.name, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const p of pages) {
        const result = await audit(p);
        runs.get(p.name)?.push(result);
        // Below 100 outside performance, the audits that cost the points are named at once.
        const lost = Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode ?? ""))
          .filter((a) => CATEGORIES.slice(1).some((c) => result.lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
          .map((a) => a.id);
        const scores = CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ");
        console.log(`  run ${run}, ${p.name}: ${scores}${lost.length ? ` (lost: ${lost.join(", ")})` : ""}; ${paintTimes(result.lhr)}`);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const rows = [];
    const reports = [];
    for (const p of pages) {
      const audits = runs.get(p.name) ?? [];
      // The metrics shown are those of the run whose performance score is the median.
      const middle = [...audits].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(audits.length / 2)];
      const metric = (id: string) => middle.lhr.audits[id]?.displayValue ?? "";
      const row = {
        page: p.name,
        path: p.path,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(audits.map((a) => a.scores[c]))])),
        "performance runs": audits.map((a) => a.scores.performance).join("/"),
        FCP: metric("first-contentful-paint"),
        LCP: metric("largest-contentful-paint"),
        TBT: metric("total-blocking-time"),
        CLS: metric("cumulative-layout-shift"),
      };
      rows.push(row);
      // Failing audits (score < 1) of the median run are what to fix; the full reports are in the JSON file.
      const failing = Object.values(middle.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
      reports.push({ ...row, failing, lhr: middle.lhr, runs: audits.map((a) => a.scores) });
    }
    console.log(
      `\nLighthouse ${reports[0]?.lhr.lighthouseVersion}, mobile preset, ${CHROMIUM}, production build ${BUILD_DIR}/, medians of ${RUNS} runs\n`,
    );
    printTable(rows);
    const file = await writeResults("lighthouse", {
      startedAt: new Date().toISOString(),
      machine: machine(),
      build: BUILD_DIR,
      pages: reports,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
