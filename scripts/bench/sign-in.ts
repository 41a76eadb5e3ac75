// The benchmarks' signed-in shoppers (npm run bench, npm run bench:floor): each signs in through the
// app's own auth API (signing up the first time) and has one delivery address.
import { eq } from "drizzle-orm";
import type { createDatabase } from "../../app/db/client.server";
import { address } from "../../app/db/schema";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { ADDRESS } from "../../tests/integration/checkout-fixtures";

export interface Customer {
  cookie: string;
  addressId: string;
}

const json = { "content-type": "application/json" };

/** Signs bench customer `i` in at `base` and gives them an address; returns their session cookie. */
export async function signInCustomer(base: string, db: ReturnType<typeof createDatabase>, i: number): Promise<Customer> {
  const credentials = { email: `bench-customer-${i}@bench.example`, password: "bench-password" };
  const post = (to: string, body: unknown) =>
    fetch(`${base}/api/auth/${to}`, { method: "POST", headers: { ...json, origin: base }, body: JSON.stringify(body) });
  let res = await post("sign-in/email", credentials);
  if (res.status === 401) res = await post("sign-up/email", { ...credentials, name: `Bench Customer ${i}` });
  if (!res.ok) throw new Error(`signing in ${credentials.email}: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [existing] = await db.select({ id: address.id }).from(address).where(eq(address.userId, user.id)).limit(1);
  const addressId = existing?.id ?? (await createAddress(db, user.id, { ...ADDRESS, name: `Bench Customer ${i}` })).id;
  return { cookie, addressId };
}
