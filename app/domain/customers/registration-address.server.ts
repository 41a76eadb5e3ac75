// The address, pincode and mobile given at registration become the profile's address in parts and
// the first saved address (docs/decisions/0113-registration-address.md). Done on the first read of
// either, for accounts made before this too: a registration address not yet split is the one
// stored as a single line, so the copy happens once and a saved address deleted later stays deleted.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { address, user } from "~/db/schema";
import { lookupPincode } from "~/domain/pincodes/pincodes.server";
import { encodeProfileAddress } from "./forms";
import { splitRegistrationAddress } from "./registration-address";

/** The name and mobile a new saved address starts with: the account's own. */
export interface AddressContact {
  name: string;
  mobile: string;
}

const unsplit = (stored: string | null) => Boolean(stored?.trim()) && !stored?.includes("\n");

/** Splits a registration address not split yet and saves it as the first address; returns the account's name and mobile. */
export async function adoptRegistrationAddress(db: Database, userId: string): Promise<AddressContact> {
  const [seen] = await db.select({ name: user.name, mobile: user.mobile, address: user.address }).from(user).where(eq(user.id, userId));
  const contact = { name: seen?.name ?? "", mobile: seen?.mobile ?? "" };
  if (!seen || !unsplit(seen.address)) return contact;
  await db.transaction(async (tx) => {
    // Locked and read again: two first reads at once copy it once.
    const [row] = await tx
      .select({ name: user.name, mobile: user.mobile, address: user.address, pincode: user.pincode })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!row || !unsplit(row.address)) return;
    const pincode = row.pincode?.trim() ?? "";
    const places = await lookupPincode(pincode);
    // A pincode whose places lie in more than one state leaves the choice to the person.
    const place = places.length > 0 && places.every((p) => p.state === places[0].state) ? places[0] : null;
    const parts = splitRegistrationAddress(row.address as string, pincode, place);
    await tx
      .update(user)
      .set({ address: encodeProfileAddress(parts) })
      .where(eq(user.id, userId));
    const mobile = row.mobile?.trim() ?? "";
    // A saved address needs a known pincode and a 10-digit mobile; an account without them keeps only the profile.
    if (!place || !/^\d{10}$/.test(mobile) || !parts.flatHouseBuilding) return;
    const [existing] = await tx.select({ id: address.id }).from(address).where(eq(address.userId, userId)).limit(1);
    if (existing) return;
    await tx.insert(address).values({
      userId,
      name: row.name,
      mobile,
      flatHouseBuilding: parts.flatHouseBuilding,
      areaStreetSector: parts.areaStreetSector,
      landmark: null,
      pincode,
      townCity: parts.townCity,
      district: place.district,
      state: parts.state,
    });
  });
  return contact;
}
