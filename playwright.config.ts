import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E runs against the production build, with its own embedded database and a local OIDC server
// standing in for Google.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4311);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? OIDC_PORT + 1);
export const BASE_URL = `http://localhost:${PORT}`;
// Exported through the environment so specs (running in workers) can reach the received mail and the database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `haat-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Specs that change or assert on the seeded demo data others use (the demo customer's cart,
 * wishlist and orders, demo stock counts, the demo shop's About/FAQ and page cache, little-steps'
 * settings and suspension, the platform's banners): one at a time, in a lane of their own. The
 * other specs only read those, or make their own shop or shopper, so they run beside that lane.
 */
const SHARED_DEMO_DATA = [
  "admin",
  "cart",
  "content",
  "hindi-journey",
  "journeys",
  "nojs",
  "order-tracking",
  "page-cache-csp",
  "payments",
  "pincode",
  "platform",
  "platform-access",
  "platform-auth",
  "reviews",
  "seller-orders",
  "storefront",
  "ux",
  "wishlist",
].map((name) => `${name}.spec.ts`);
const desktop = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two browsers against the one server: a lane for the specs on shared demo data, and the rest.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    // A trace only of a retried test: recording every test cost a quarter of the axe sweep's time.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The shared lane first: its files are queued first, so it holds one worker from the start.
  projects: [
    { name: "desktop-shared-data", testMatch: SHARED_DEMO_DATA, workers: 1, use: desktop },
    { name: "desktop", testIgnore: SHARED_DEMO_DATA, use: desktop },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/oidc-server.ts ${OIDC_PORT}`,
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A real SMTP server: the app sends every e-mail to it; tests/e2e/support/mail.ts reads what arrived.
      command: `npx tsx tests/e2e/support/smtp-sink.ts ${SMTP_PORT} ${path.join(dataDir, "mail-sink")}`,
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The compiled server, as in production (`npm start`); scripts/test.ts builds first.
      command: `node ${path.join(process.env.BUILD_DIR ?? "build", "server/main.js")}`,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      env: {
        NODE_ENV: "production",
        PORT: String(PORT),
        DATA_DIR: dataDir,
        BASE_URL,
        LOG_LEVEL: "warn",
        // Every spec signs in from 127.0.0.1; the limit itself is proven in tests/integration/auth.test.ts.
        LOGIN_ATTEMPTS_PER_MINUTE: "1000",
        LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
        // Likewise for the form limits; they are proven in tests/hardening/abuse.test.ts.
        RATE_LIMIT_PASSWORD_RESET: "1000/60",
        RATE_LIMIT_CONTACT: "1000/60",
        RATE_LIMIT_FEEDBACK: "1000/60",
        RATE_LIMIT_CHECKOUT: "1000/60",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        GOOGLE_CLIENT_ID: "haat-e2e-client",
        GOOGLE_CLIENT_SECRET: "haat-e2e-secret",
        GOOGLE_DISCOVERY_URL: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      },
    },
  ],
});
