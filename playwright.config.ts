import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E runs against the production build, with its own embedded database and a local OIDC server
// standing in for Google.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4311);
export const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `haat-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
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
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/oidc-server.ts ${OIDC_PORT}`,
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "npx tsx server.ts",
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
        GOOGLE_CLIENT_ID: "haat-e2e-client",
        GOOGLE_CLIENT_SECRET: "haat-e2e-secret",
        GOOGLE_DISCOVERY_URL: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      },
    },
  ],
});
