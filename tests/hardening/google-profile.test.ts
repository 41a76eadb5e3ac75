// Google sign-in's profile mapping over the real OIDC code flow (a local OpenID Connect provider
// plays Google): whatever name and picture the provider sends, the person is signed in and the user
// row holds what the app's own forms would allow (UserFieldsSchema), never a refused sign-in or a 500.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAME_MAX, UserFieldsSchema } from "../../app/auth/forms";
import { user } from "../../app/db/schema";
import { type AppServer, startAppServer } from "./support/app-server";

let provider: OAuth2Server;
let server: AppServer;
// What the provider puts in the next ID token (set by each run before it signs in).
let profile: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { email_verified: true, aud: "haat-test-client", ...profile });
  });
  await provider.start(0, "127.0.0.1");
  server = await startAppServer({
    GOOGLE_CLIENT_ID: "haat-test-client",
    GOOGLE_CLIENT_SECRET: "haat-test-secret",
    GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
    // Each run comes from its own address: better-auth allows 3 social sign-ins per 10 s per IP.
    TRUST_PROXY: "true",
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The browser's part of the code flow: our start URL, the provider's authorize, our callback. */
async function googleSignIn(language?: string): Promise<Response> {
  const ip = `10.0.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  const start = await fetch(`${server.url}/auth/google?redirectTo=%2Fdone`, { redirect: "manual", headers: { "x-forwarded-for": ip } });
  const authorize = start.headers.get("location");
  expect(authorize, `start: ${start.status}`).toMatch(/^http/);
  const back = await fetch(authorize as string, { redirect: "manual" });
  const callback = back.headers.get("location") as string;
  expect(callback.startsWith(server.url), callback).toBe(true);
  const cookie = [cookiesOf(start), language ? `haat_lang=${language}` : ""].filter(Boolean).join("; ");
  return fetch(callback, { redirect: "manual", headers: { cookie, "x-forwarded-for": ip } });
}

async function storedUser(email: string) {
  const [row] = await server.services.db.select().from(user).where(eq(user.email, email));
  return row;
}

let seq = 0;
const nextEmail = () => `google-${++seq}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function expectSignedIn(res: Response, email: string) {
  const context = `${res.status} → ${res.headers.get("location")}`;
  expect(res.status, context).toBe(302);
  expect(res.headers.get("location"), context).toBe("/done");
  expect(cookiesOf(res)).toMatch(/session_token=/);
  const row = await storedUser(email);
  expect(row, "user row").toBeDefined();
  expect(UserFieldsSchema.safeParse({ name: row.name, image: row.image }).error?.issues ?? []).toEqual([]);
  return row;
}

describe("Google sign-in keeps the user row within the app's rules", () => {
  it("an ordinary profile is stored as Google sent it", async () => {
    const email = nextEmail();
    profile = { sub: `sub-${seq}`, email, name: "  Asha Rao ", picture: "https://lh3.googleusercontent.com/a/photo" };
    const row = await expectSignedIn(await googleSignIn(), email);
    expect(row.name).toBe("Asha Rao");
    expect(row.image).toBe("https://lh3.googleusercontent.com/a/photo");
    expect(row.locale).toBe("en");
  });

  it("a new account keeps the language it signed up in (its first e-mails use it)", async () => {
    const email = nextEmail();
    profile = { sub: `sub-${seq}`, email, name: "Lata" };
    expect((await expectSignedIn(await googleSignIn("hi"), email)).locale).toBe("hi");
  });

  it("a 10,000-character name is shortened, not a refused sign-in", async () => {
    const email = nextEmail();
    profile = { sub: `sub-${seq}`, email, name: "é".repeat(10_000) };
    const row = await expectSignedIn(await googleSignIn(), email);
    expect(row.name).toBe("é".repeat(NAME_MAX));
  });

  it("no name at all falls back to the e-mail's name part", async () => {
    const email = nextEmail();
    profile = { sub: `sub-${seq}`, email, name: " \t " };
    const row = await expectSignedIn(await googleSignIn(), email);
    expect(row.name).toBe(email.split("@")[0]);
  });

  it("any name and picture (NUL, controls, lone surrogates, emoji, huge, not a URL) signs in", async () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 300 }),
      fc.string({ unit: fc.constantFrom("\0", "\u0007", "\n", " ", "\ud800", "\udc00", "😀", "a"), maxLength: 400 }),
      fc.string({ unit: "binary", minLength: 190, maxLength: 260 }),
    );
    const picture = fc.oneof(fc.constant(undefined), text, fc.webUrl(), fc.constant(`https://example.com/${"p".repeat(5000)}`));
    await fc.assert(
      fc.asyncProperty(text, picture, async (name, pic) => {
        const email = nextEmail();
        profile = { sub: `sub-${seq}`, email, name, picture: pic };
        const row = await expectSignedIn(await googleSignIn(), email);
        expect(row.name.length).toBeGreaterThan(0);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be stored
        expect(row.name).not.toMatch(/[\u0000-\u001f\u007f]/);
      }),
      { numRuns: 30 },
    );
  });
});
