import { afterAll, beforeAll, expect, it } from "vitest";
import { type AppServer, openShop, signUp, startAppServer } from "./support/app-server";

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
});

it("serves the production build and signs people in over HTTP", async () => {
  const seller = await signUp(server, "Seller A", "seller");
  await openShop(server, seller, "harness-shop");
  const home = await fetch(`${server.url}/harness-shop`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Shop harness-shop");
  const dashboard = await fetch(`${server.url}/harness-shop/dashboard`, { headers: { cookie: seller.cookie }, redirect: "manual" });
  expect(dashboard.status).toBe(200);
  const guest = await fetch(`${server.url}/harness-shop/dashboard`, { redirect: "manual" });
  expect(guest.status).toBe(302);
});
