// Password reset e-mail through a real SMTP sink, and the reset itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let sink: SmtpSink;

function post(path: string, body: unknown) {
  return s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": "203.0.113.9" },
      body: JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  sink = await startSmtpSink();
  s = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
});

afterAll(async () => {
  await s?.dispose();
  await sink?.close();
});

describe("password reset over SMTP", () => {
  it("mails a single-use link to a registered address and nothing to an unknown one, answering both alike", async () => {
    expect((await post("/sign-up/email", { name: "Lata", email: "lata@example.com", password: "old-secret" })).status).toBe(200);

    const unknown = await post("/request-password-reset", { email: "ghost@example.com", redirectTo: "/demo/reset-password" });
    const known = await post("/request-password-reset", { email: "lata@example.com", redirectTo: "/demo/reset-password" });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());

    await expect.poll(() => sink.inbox.length).toBe(1);
    const mail = sink.inbox[0];
    expect(mail?.to).toBe("lata@example.com");
    expect(mail?.subject).toBe("Reset your Haat password");
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/(\S+?)\?callbackURL=(\S+)/);
    expect(link).not.toBeNull();
    const token = link?.[1] as string;
    expect(decodeURIComponent(link?.[2] ?? "")).toBe("/demo/reset-password");

    expect((await post("/reset-password", { token, newPassword: "new-secret" })).status).toBe(200);
    expect((await post("/sign-in/email", { email: "lata@example.com", password: "new-secret" })).status).toBe(200);
    expect((await post("/sign-in/email", { email: "lata@example.com", password: "old-secret" })).status).toBe(401);
    // Used once: the token is gone.
    const again = await post("/reset-password", { token, newPassword: "third-secret" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code?: string }).code).toBe("INVALID_TOKEN");
  });
});
