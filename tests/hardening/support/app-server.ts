// The real HTTP application (production build, Express, better-auth) served in-process on a free
// port, against a fresh test database: for tests that must go through HTTP like a browser does.
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Express } from "express";
import type { Logger } from "pino";
import { seller, user } from "../../../app/db/schema";
import { createHttpApp } from "../../../app/http/app.server";
import { createTestServices, type TestServices } from "../../setup/test-services";

export interface AppServer {
  url: string;
  app: Express;
  services: TestServices;
  close(): Promise<void>;
}

export function productionBuildDir(): string {
  const dir = path.resolve(process.env.BUILD_DIR ?? "build");
  // main.js (the compiled server.ts) is written last: with it, the React Router build is there too.
  if (!existsSync(path.join(dir, "server/main.js"))) {
    throw new Error(`No production build in ${dir}: run \`npx react-router build\` (or set BUILD_DIR) before these tests.`);
  }
  return dir;
}

export async function startAppServer(extraEnv: Record<string, string> = {}, log?: Logger): Promise<AppServer> {
  // The port first: BASE_URL must be known when the services start, since better-auth takes its
  // trusted origin (and cookie and callback URLs) from it then.
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Suites sign in and post a lot from 127.0.0.1; tests/hardening/abuse.test.ts sets real limits.
  const generous = "100000/60";
  let services: TestServices;
  try {
    services = await createTestServices(
      {
        LOGIN_ATTEMPTS_PER_MINUTE: "100000",
        LOGIN_ATTEMPTS_PER_ADDRESS: "100000",
        RATE_LIMIT_PASSWORD_RESET: generous,
        RATE_LIMIT_CONTACT: generous,
        RATE_LIMIT_FEEDBACK: generous,
        RATE_LIMIT_CONTACT_ADDRESS: generous,
        RATE_LIMIT_FEEDBACK_ADDRESS: generous,
        RATE_LIMIT_CHECKOUT: generous,
        RATE_LIMIT_TRACK: generous,
        RATE_LIMIT_BANK_SMS: generous,
        BASE_URL: url,
        ...extraEnv,
      },
      log,
    );
  } catch (error) {
    server.close();
    throw error;
  }
  const app = await createHttpApp({ services, buildDir: productionBuildDir() });
  server.on("request", app);
  return {
    url,
    app,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.dispose();
    },
  };
}

/** A cookie jar for one person, good for `fetch(url, { headers: { cookie } })`. */
export interface Identity {
  label: string;
  userId?: string;
  email?: string;
  cookie: string;
}

/** The password of everyone `signUp` creates. */
export const PASSWORD = "secret-123";

export const GUEST: Identity = { label: "guest", cookie: "" };

function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs up through better-auth over HTTP (so the session cookie is real) and sets the role. */
export async function signUp(server: AppServer, label: string, role: "customer" | "seller" | "admin" = "customer"): Promise<Identity> {
  const email = `${label.replace(/\W+/g, "-").toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: label, email, password: PASSWORD, mobile: "9876543210", pincode: "411001" }),
  });
  if (!res.ok) throw new Error(`sign-up of ${label} failed: ${res.status} ${await res.text()}`);
  const [row] = await server.services.db.update(user).set({ role }).where(eq(user.email, email)).returning({ id: user.id });
  return { label, userId: row.id, email, cookie: cookieFrom(res) };
}

/** A second, independent session for someone signed up above (e.g. to log out without ending the first). */
export async function signIn(server: AppServer, identity: Identity): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: identity.email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${identity.label} failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** Gives a seller identity a shop of its own (the dashboard's owner check is by seller row). */
export async function openShop(server: AppServer, owner: Identity, handle: string) {
  const [shop] = await server.services.db
    .insert(seller)
    .values({ handle, ownerUserId: owner.userId as string, shopName: `Shop ${handle}`, email: owner.email as string })
    .returning();
  return shop;
}
