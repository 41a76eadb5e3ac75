// A customer's saved shipping profiles. Every query is scoped by the owner's user id, so a
// foreign id behaves exactly like a missing one (404) and changes nothing.

import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { address } from "~/db/schema";
import { DomainError, invalidInput } from "~/domain/errors";
import { assertPincodeMatches } from "~/domain/pincodes/pincodes.server";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { type AddressInput, AddressSchema } from "./forms";
import { type AddressContact, adoptRegistrationAddress } from "./registration-address.server";

export type Address = typeof address.$inferSelect;
const addressNotFound = () => new DomainError("address_not_found", m.account_address_not_found(), { status: 404 });
/** A customer rarely needs more; the cap keeps one account from filling the table. */
export const MAX_ADDRESSES = 20;

/** The form's rules, then the server's own: the pincode exists and lies in the chosen state. */
export async function parseAddress(input: unknown): Promise<AddressInput> {
  const parsed = AddressSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  await assertPincodeMatches(parsed.data.pincode, parsed.data.state);
  return parsed.data;
}

/** The saved addresses, oldest first; the registration address is the first (registration-address.server.ts). */
export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return (await addressBook(db, userId)).addresses;
}

/** The saved addresses, and the name and mobile a new one starts with. */
export async function addressBook(db: Database, userId: string): Promise<{ addresses: Address[]; contact: AddressContact }> {
  const contact = await adoptRegistrationAddress(db, userId);
  const addresses = await db.select().from(address).where(eq(address.userId, userId)).orderBy(asc(address.createdAt), asc(address.id));
  return { addresses, contact };
}

export async function getAddress(db: Database, userId: string, id: string): Promise<Address | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.id, id), eq(address.userId, userId)));
  return row ?? null;
}

export async function createAddress(db: Database, userId: string, input: unknown): Promise<Address> {
  const data = await parseAddress(input);
  const existing = await db.$count(address, eq(address.userId, userId));
  if (existing >= MAX_ADDRESSES) throw new DomainError("address_limit", m.account_address_limit({ max: MAX_ADDRESSES }));
  const [row] = await db
    .insert(address)
    .values({ ...data, landmark: data.landmark || null, userId })
    .returning();
  return row;
}

export async function updateAddress(db: Database, userId: string, id: string, input: unknown): Promise<Address> {
  const data = await parseAddress(input);
  if (!isUuid(id)) throw addressNotFound();
  const [row] = await db
    .update(address)
    .set({ ...data, landmark: data.landmark || null, updatedAt: new Date() })
    .where(and(eq(address.id, id), eq(address.userId, userId)))
    .returning();
  if (!row) throw addressNotFound();
  return row;
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound();
  const deleted = await db
    .delete(address)
    .where(and(eq(address.id, id), eq(address.userId, userId)))
    .returning({ id: address.id });
  if (deleted.length === 0) throw addressNotFound();
}
