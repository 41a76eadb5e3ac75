// The bank-SMS webhook over real HTTP (docs/decisions/0134-bank-credits-kept.md): a secret that opens
// no shop — made up, replaced, another shop's old one, none — gets byte for byte the same 404 as any
// other; bodies are bounded; the address is rate-limited per client before the secret is looked up;
// and the secret appears in no log line and no metric.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rotateSmsToken } from "../../app/domain/payments/bank/sms-feed.server";
import { type AppServer, openShop, signUp, startAppServer } from "./support/app-server";

const TOKEN = "metrics-token-for-the-webhook-test";
const lines: string[] = [];
let server: AppServer;
let secret: string;
let oldSecret: string;

const credit = "Credit Alert!\nRs.500.00 credited to HDFC Bank A/c XX1234 on 01-10-26 from VPA friend.test@okicici (UPI 612345678903)";
const post = (path: string, body: string, type = "application/json") =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": type }, body });

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await startAppServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_BANK_SMS: "40/60" }, pino({ level: "info" }, sink));
  const owner = await signUp(server, "Webhook Seller", "seller");
  const shop = await openShop(server, owner, "webhook-shop");
  oldSecret = await rotateSmsToken(server.services.db, shop.id);
  secret = await rotateSmsToken(server.services.db, shop.id);
});
afterAll(async () => {
  await server?.close();
});

describe("the bank-SMS webhook", () => {
  it("takes a shop's SMS as JSON, a form or plain text", async () => {
    const json = await post(`/api/bank-sms/${secret}`, JSON.stringify({ from: "VM-HDFCBK", text: credit }));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ result: "unmatched" });
    const form = await post(
      `/api/bank-sms/${secret}`,
      new URLSearchParams({ sender: "VM-HDFCBK", message: credit }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(await form.json()).toEqual({ result: "duplicate" });
    const plain = await post(`/api/bank-sms/${secret}`, "Your OTP is 123456", "text/plain");
    expect(await plain.json()).toMatchObject({ result: expect.stringMatching(/^ignored:/) });
  });

  it("answers every address that opens no shop with the same 404", async () => {
    const probes = [
      `/api/bank-sms/${oldSecret}`,
      `/api/bank-sms/${"A".repeat(43)}`,
      `/api/bank-sms/${secret.slice(0, 42)}`,
      `/api/bank-sms/${secret}x`,
      `/api/bank-sms/${secret}/more`,
      "/api/bank-sms/",
      "/api/bank-sms",
    ];
    const answers = await Promise.all(
      probes.map(async (path) => {
        const res = await post(path, JSON.stringify({ from: "VM-HDFCBK", text: credit }));
        return `${res.status} ${res.headers.get("content-type")} ${await res.text()}`;
      }),
    );
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
    expect(answers[0]).toMatch(/^404 /);
    const get = await fetch(`${server.url}/api/bank-sms/${secret}`);
    expect(`${get.status} ${get.headers.get("content-type")} ${await get.text()}`).toBe(answers[0]);
  });

  it("refuses a body over its limit and one it cannot read, keeping nothing", async () => {
    const big = await post(`/api/bank-sms/${secret}`, JSON.stringify({ text: "x".repeat(20_000) }));
    expect(big.status).toBe(413);
    const broken = await post(`/api/bank-sms/${secret}`, "{not json");
    expect(broken.status).toBe(400);
    const image = await post(`/api/bank-sms/${secret}`, "GIF89a", "image/gif");
    expect(image.status).toBe(400);
  });

  it("writes the secret into no log line and no metric", async () => {
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(metrics).not.toContain(secret);
    expect(metrics).not.toContain(oldSecret);
    const logged = lines.join("");
    expect(logged).toContain("/api/bank-sms/…");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(oldSecret);
  });

  it("slows a prober down: over the client's allowance, 429 whatever the secret", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 45; i++) answers.push((await post(`/api/bank-sms/${i % 2 ? secret : "B".repeat(43)}`, "{}")).status);
    expect(answers.at(-1)).toBe(429);
    expect((await post(`/api/bank-sms/${secret}`, JSON.stringify({ text: credit }))).status).toBe(429);
  });
});
