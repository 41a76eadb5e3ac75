import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../app/db/schema";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

function post(path: string, body: unknown, ip = "203.0.113.7") {
  return s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": ip },
      body: JSON.stringify(body),
    }),
  );
}

describe("sign-up", () => {
  it("stores the customer fields and makes a customer", async () => {
    const res = await post("/sign-up/email", {
      name: "Asha Rao",
      email: "asha@example.com",
      password: "secret-123",
      mobile: "9876543210",
      address: "12 MG Road, Pune",
      pincode: "411001",
      signupShop: "demo",
    });
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
