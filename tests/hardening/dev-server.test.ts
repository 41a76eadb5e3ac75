// `npm run dev` (server.ts from source under tsx, Vite's dev server inside Express) serves pages:
// its module graph is not the production build's, and once it handed React Router a router context
// made from another copy of react-router, so every page was a 500 while production was fine.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../setup/test-services";
import { type AppProcess, assertPortFree, killAll, startAppProcess } from "./support/processes";

const PORT = 4640; // crash-safety holds 4620–4621
let services: TestServices;
let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  await assertPortFree(PORT);
  services = await createTestServices();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "haat-dev-"));
  const baseUrl = `http://localhost:${PORT}`;
  app = await startAppProcess({ port: PORT, databaseUrl: services.env.DATABASE_URL as string, dataDir, baseUrl, dev: true });
}, 180_000);

afterAll(async () => {
  await killAll();
  await services?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("serves the landing page with its stylesheet", { timeout: 120_000 }, async () => {
  const page = await fetch(`${app.url}/`);
  const html = await page.text();
  expect(page.status, app.log().slice(-2000)).toBe(200);
  expect(html).toContain('<html lang="en"');
  const href =
    html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/)?.[1];
  expect(href, "a stylesheet link").toBeTruthy();
  const css = await fetch(`${app.url}${href}`, { headers: { accept: "text/css,*/*;q=0.1" } });
  expect(css.headers.get("content-type")).toContain("text/css");
  expect(await css.text()).toContain("tailwindcss");
});
