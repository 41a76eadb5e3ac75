// The customer popup's Profile tab: read and partial update of the signed-in user's own row.

import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { DomainError, invalidInput } from "~/domain/errors";
import { discardLater } from "~/domain/images/discard-later.server";
import { checkImage, discardImage, isImageRejected, storeImage } from "~/domain/images/images.server";
import { assertPincodeMatches } from "~/domain/pincodes/pincodes.server";
import { marketingAllowed } from "~/domain/privacy/consent.server";
import * as m from "~/i18n/messages";
import type { Storage } from "~/media/storage.server";
import {
  AT_LEAST_ONE,
  decodeProfileAddress,
  encodeProfileAddress,
  PHOTO_MAX_BYTES,
  PROFILE_ADDRESS_PARTS,
  type Profile,
  ProfileSchema,
  photoTooBig,
  photoWrongType,
  profileAddressLine,
} from "./forms";
import { getOrderUpdates } from "./mail-preference.server";
import { adoptRegistrationAddress } from "./registration-address.server";

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  await adoptRegistrationAddress(db, userId);
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      address: user.address,
      pincode: user.pincode,
      photoKey: user.photoKey,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  const addressParts = decodeProfileAddress(row.address);
  const [orderUpdates, marketing] = await Promise.all([getOrderUpdates(db, userId), marketingAllowed(db, userId)]);
  return { ...row, address: profileAddressLine(addressParts) || null, addressParts, orderUpdates, marketing };
}

/**
 * Saves the filled fields only (docs/decisions/0063-profile-address-line.md): a field
 * that is absent or empty keeps its current value. Address parts are merged into the stored ones
 * part by part, so editing one part never loses another.
 */
export async function updateProfile(
  deps: { db: Database; storage: Storage },
  userId: string,
  input: unknown,
  photo: Uint8Array | null,
): Promise<Profile> {
  const parsed = ProfileSchema.safeParse(input);
  // null: no file chosen. A chosen empty file is refused by the image rules, not skipped.
  const hasPhoto = photo !== null;
  if (!parsed.success) {
    const onlyEmpty = parsed.error.issues.every((i) => i.code === "custom" && i.params?.code === AT_LEAST_ONE);
    if (!(onlyEmpty && hasPhoto)) throw invalidInput(parsed.error);
  }
  const data = parsed.success ? parsed.data : null;
  const photoKey = hasPhoto ? await storeProfilePhoto(deps.storage, userId, photo) : undefined;
  try {
    await deps.db.transaction(async (tx) => {
      // Locked: two saves at once must not merge into the same old address and drop one another's part.
      const [row] = await tx
        .select({ address: user.address, pincode: user.pincode, photoKey: user.photoKey })
        .from(user)
        .where(and(eq(user.id, userId), isNull(user.erasedAt)))
        .for("update");
      if (!row) throw new DomainError("profile_not_found", m.account_not_found(), { status: 404 });
      // A new pincode must exist and lie in the state sent with it (docs/decisions/0087-pincode-data.md);
      // the one already saved (e.g. from sign-up) is not judged again when only other parts change.
      if (data?.pincode && data.pincode !== row.pincode) await assertPincodeMatches(data.pincode, data.state);
      const changes: Partial<typeof user.$inferInsert> = {};
      if (data?.name) changes.name = data.name;
      if (data?.mobile) changes.mobile = data.mobile;
      if (data?.pincode) changes.pincode = data.pincode;
      const clearsLandmark = data?.landmark === "" && Boolean(decodeProfileAddress(row.address).landmark);
      if (data && (PROFILE_ADDRESS_PARTS.some((k) => data[k]) || clearsLandmark)) {
        const merged = decodeProfileAddress(row.address);
        for (const k of PROFILE_ADDRESS_PARTS) merged[k] = data[k] || merged[k];
        // Landmark is the one optional part: the form opens filled, so a landmark sent empty was
        // cleared on purpose. Every other part sent empty keeps its value (the "only filled
        // fields change"), as an address without it would be unusable.
        if (data.landmark === "") merged.landmark = "";
        changes.address = encodeProfileAddress(merged);
      }
      if (photoKey) {
        changes.photoKey = photoKey;
        // The photo it replaces goes once this commits.
        if (row.photoKey) await discardLater(tx, { images: [row.photoKey], files: [] });
      }
      await tx
        .update(user)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(user.id, userId));
    });
  } catch (error) {
    // Nothing saved: the new photo must not stay behind in storage, named by no row.
    if (photoKey) await discardImage(deps.storage, photoKey);
    throw error;
  }
  const profile = await getProfile(deps.db, userId);
  if (!profile) throw new DomainError("profile_not_found", m.account_not_found(), { status: 404 });
  return profile;
}

async function storeProfilePhoto(storage: Storage, userId: string, bytes: Uint8Array): Promise<string> {
  try {
    // The profile's own messages (docs/product.md#customer-profile), not the media pipeline's.
    if (bytes.length > PHOTO_MAX_BYTES) throw new DomainError("photo_too_big", photoTooBig(), { field: "photo" });
    const rules = { maxBytes: PHOTO_MAX_BYTES, accept: ["image/jpeg", "image/png"] as const };
    await checkImage(bytes, rules).catch((e) => {
      if (isImageRejected(e) && (e.details as { wrongType?: boolean } | undefined)?.wrongType)
        throw new DomainError("photo_wrong_type", photoWrongType(), { field: "photo" });
      throw e;
    });
    return await storeImage(storage, bytes, rules, `customer_photos/${userId}`);
  } catch (e) {
    if (isImageRejected(e)) throw new DomainError("photo_rejected", e.message, { field: "photo" });
    throw e;
  }
}
