import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISABLED_AUTH_PATHS } from "../../app/auth/auth.server";
import { requestContext } from "../../app/context";
import { seller, user } from "../../app/db/schema";
import { getSessionUser } from "../../app/http/session.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
  // The shop customers below sign up at (sign-up checks that it exists).
  const now = new Date();
  await s.db
    .insert(user)
    .values({ id: "demo-owner", name: "Demo Owner", email: "owner@example.com", role: "seller", createdAt: now, updatedAt: now });
  await s.db.insert(seller).values({ handle: "demo", ownerUserId: "demo-owner", shopName: "Demo", email: "owner@example.com" });
});
afterAll(async () => {
  await s.dispose();
});

function post(path: string, body: unknown, ip = "203.0.113.7", cookie = "") {
  return s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A customer's sign-up body, as the storefront's form sends it; each test adds its own e-mail. */
const VALID = {
  name: "Asha Rao",
  password: "secret-123",
  mobile: "9876543210",
  address: "12 MG Road, Pune",
  pincode: "411001",
  signupShop: "demo",
};

describe("sign-up", () => {
  it("stores the customer fields and makes a customer", async () => {
    const res = await post("/sign-up/email", { ...VALID, email: "asha@example.com" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("HttpOnly"))).toBe(true);
    const [row] = await s.db.select().from(user).where(eq(user.email, "asha@example.com"));
    expect(row).toMatchObject({
      role: "customer",
      mobile: "9876543210",
      pincode: "411001",
      address: "12 MG Road, Pune",
      signupShop: "demo",
    });
  });

  it("never lets the client choose a role", async () => {
    const res = await post("/sign-up/email", { name: "Mallory", email: "mallory@example.com", password: "secret-123", role: "admin" });
    const [row] = await s.db.select({ role: user.role }).from(user).where(eq(user.email, "mallory@example.com"));
    // better-auth either refuses the field outright or ignores it; either way no admin exists.
    if (res.ok) expect(row?.role).toBe("customer");
    else expect(row).toBeUndefined();
    const admins = await s.db.select().from(user).where(eq(user.role, "admin"));
    expect(admins).toHaveLength(0);
  });

  it("refuses a password shorter than 6 characters", async () => {
    const res = await post("/sign-up/email", { name: "Short", email: "short@example.com", password: "12345" });
    expect(res.status).toBe(400);
  });
});

describe("sign-in", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const ok = await post("/sign-in/email", { email: "asha@example.com", password: "secret-123" }, "198.51.100.1");
    expect(ok.status).toBe(200);
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await s.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("asha@example.com");
    const bad = await post("/sign-in/email", { email: "asha@example.com", password: "wrong-password" }, "198.51.100.1");
    expect(bad.status).toBe(401);
  });

  it("rate-limits repeated login attempts from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post("/sign-in/email", { email: "asha@example.com", password: "wrong-password" }, "192.0.2.55");
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((st) => st === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await post("/sign-in/email", { email: "asha@example.com", password: "secret-123" }, "192.0.2.56");
    expect(other.status).toBe(200);
  });
});

// better-auth's own HTTP endpoints are reachable by anyone: they must not be a way around the
// rules the app's forms enforce on the user row.
describe("better-auth's endpoints keep the app's rules", () => {
  const long = (min: number) => fc.integer({ min, max: 250_000 }).map((n) => "a".repeat(n));
  // For each field a user could write, values the app's own forms refuse.
  const HOSTILE: Record<string, fc.Arbitrary<unknown>> = {
    name: fc.oneof(fc.constantFrom("", "   ", null, 42, ["Asha"]), long(201)),
    mobile: fc.oneof(
      fc.constantFrom("not a phone", "987654321", "98765432100", "９８７６５４３２１０", "98765 43210", 9876543210, { n: 1 }),
      fc.string().filter((v) => !/^\s*\d{10}\s*$/.test(v)),
    ),
    pincode: fc.oneof(
      fc.constantFrom("ABCDEFGHIJ", "41100", "4110011", "४११००१", 411001),
      fc.string().filter((v) => !/^\s*\d{6}\s*$/.test(v)),
    ),
    address: fc.oneof(fc.constantFrom("", "  ", 12), long(1201)),
    signupShop: fc.constantFrom("no-such-shop", "DEMO", "../admin", "", "demo/x", 7),
    image: fc.constantFrom("javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "https://evil.example/pixel.png", ""),
  };
  let ip = 0;
  const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

  it("sign-up/email refuses each hostile field with a 4xx and stores no user", async () => {
    let n = 0;
    const hostile = fc.constantFrom(...Object.keys(HOSTILE)).chain((field) => HOSTILE[field].map((value) => ({ field, value })));
    await fc.assert(
      fc.asyncProperty(hostile, async ({ field, value }) => {
        const email = `hostile-${n++}@example.com`;
        const res = await post("/sign-up/email", { ...VALID, email, [field]: value }, nextIp());
        expect(res.status, `${field}=${JSON.stringify(value)?.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(await s.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it("endpoints the app does not use answer 404 and change nothing", async () => {
    const email = "update-target@example.com";
    const cookie = cookieOf(await post("/sign-up/email", { ...VALID, email }, nextIp()));
    const [before] = await s.db.select().from(user).where(eq(user.email, email));
    const body = fc.record(
      {
        ...HOSTILE,
        name: fc.oneof(HOSTILE.name, fc.constant("Renamed")),
        email: fc.constant("new@example.com"),
        newEmail: fc.constant("new@example.com"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...DISABLED_AUTH_PATHS, "/update-user/"), body, async (path, values) => {
        const res = await post(path, values, nextIp(), cookie);
        expect(res.status, path).toBe(404);
      }),
      { numRuns: 80 },
    );
    for (const path of DISABLED_AUTH_PATHS) {
      const res = await s.auth.handler(new Request(`${s.env.BASE_URL}/api/auth${path}`, { headers: { cookie } }));
      expect(res.status, `GET ${path}`).toBe(404);
    }
    const [after] = await s.db.select().from(user).where(eq(user.email, email));
    expect(after).toEqual(before);
  });

  it("a write of the user row from server code is held to the same rules", async () => {
    const email = "server-update@example.com";
    const cookie = cookieOf(await post("/sign-up/email", { ...VALID, email }, nextIp()));
    const headers = new Headers({ cookie });
    await expect(s.auth.api.updateUser({ body: { name: "a".repeat(200_000) }, headers })).rejects.toMatchObject({ statusCode: 400 });
    await expect(s.auth.api.updateUser({ body: { image: "javascript:alert(1)" }, headers })).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await s.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: "Asha Rao", image: null });
  });
});

describe("getSessionUser", () => {
  it("reads the session once per request, however many Request objects its middleware and loaders get", async () => {
    const res = await post("/sign-up/email", { ...VALID, name: "Meera Iyer", email: "meera@example.com" });
    const cookie = cookieOf(res);
    const page = (method = "GET", withCookie = cookie) =>
      new Request(`${s.env.BASE_URL}/demo`, { method, headers: withCookie ? { cookie: withCookie } : {} });
    const context = requestContext(s);

    const first = getSessionUser(context, page());
    expect(getSessionUser(context, page())).toBe(first);
    expect(await first).toMatchObject({ name: "Meera Iyer", email: "meera@example.com", role: "customer" });
    // The loaders after an action (a GET after the POST) read again, so they see what the action changed.
    const inAction = getSessionUser(context, page("POST"));
    expect(inAction).not.toBe(first);
    expect(await inAction).toMatchObject({ email: "meera@example.com" });
    // Another cookie on the same context is another lookup: a guest is a guest.
    expect(await getSessionUser(context, page("GET", ""))).toBeNull();

    await s.db.update(user).set({ name: "Meera R. Iyer" }).where(eq(user.email, "meera@example.com"));
    expect((await getSessionUser(context, page()))?.name).toBe("Meera Iyer");
    expect((await getSessionUser(requestContext(s), page()))?.name).toBe("Meera R. Iyer");
    // A role changed in the admin console counts from the next request (nothing caches the user).
    await s.db.update(user).set({ role: "seller" }).where(eq(user.email, "meera@example.com"));
    expect((await getSessionUser(requestContext(s), page()))?.role).toBe("seller");
  });
});
