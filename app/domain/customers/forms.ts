// One zod schema per customer form, shared by the server actions and the browser forms.
// One address form for both places it appears (docs/decisions/0061-address-rules.md): every field except
// landmark is required, mobile has 10 digits and pincode 6 (docs/product.md#addresses).
import { z } from "zod";
import * as m from "~/i18n/messages";

/** The address form's fields in order; labels are functions so each request reads its own language. */
export const ADDRESS_FIELDS = [
  { name: "name", label: () => m.pin_label_name(), autoComplete: "name" },
  {
    name: "mobile",
    label: () => m.pin_label_mobile(),
    autoComplete: "tel-national",
    inputMode: "numeric",
    placeholder: () => m.pin_placeholder_mobile(),
  },
  { name: "flatHouseBuilding", label: () => m.pin_label_flat(), autoComplete: "address-line1" },
  { name: "areaStreetSector", label: () => m.pin_label_area(), autoComplete: "address-line2" },
  { name: "landmark", label: () => m.pin_label_landmark(), autoComplete: "off" },
  {
    name: "pincode",
    label: () => m.pin_label_pincode(),
    autoComplete: "postal-code",
    inputMode: "numeric",
    placeholder: () => m.pin_placeholder_pincode(),
  },
  { name: "townCity", label: () => m.pin_label_town(), autoComplete: "address-level2" },
  // Filled from the pincode (docs/decisions/0087-pincode-data.md); optional, like landmark.
  { name: "district", label: () => m.pin_district(), autoComplete: "off" },
  { name: "state", label: () => m.pin_label_state(), autoComplete: "address-level1" },
] as const;

type AddressField = (typeof ADDRESS_FIELDS)[number]["name"];
const labelOf = (name: AddressField) => ADDRESS_FIELDS.find((f) => f.name === name)?.label() ?? name;
// Each empty field says so under itself; the spec's sentence is the form-level message (below).
// Absent (Conform sends an empty input as absent) and blank read the same.
const required = (name: AddressField) => {
  const message = () => m.pin_field_required({ label: labelOf(name) });
  return z.string({ error: message }).trim().min(1, { error: message }).max(200);
};
const REQUIRED_FIELDS = ["name", "mobile", "flatHouseBuilding", "areaStreetSector", "pincode", "townCity", "state"] as const;
const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";

export const AddressSchema = z
  .object({
    name: required("name"),
    // Optional-empty patterns: an empty value gets only the "is required" message, not this one too.
    mobile: required("mobile").regex(/^(\d{10})?$/, { error: () => m.pin_mobile_ten_digits() }),
    flatHouseBuilding: required("flatHouseBuilding"),
    areaStreetSector: required("areaStreetSector"),
    landmark: z.string().trim().max(200).optional().default(""),
    // Whether it exists and lies in the state is the server's check (app/domain/pincodes/pincodes.server.ts).
    pincode: required("pincode").regex(/^(\d{6})?$/, { error: () => m.pin_not_six_digits() }),
    townCity: required("townCity"),
    district: z.string().trim().max(200).optional().default(""),
    state: required("state"),
  })
  // `when`: runs although fields failed, which is exactly when the sentence is needed.
  .refine((v) => REQUIRED_FIELDS.every((k) => filled((v as Record<string, unknown>)[k])), {
    error: () => m.pin_all_required(),
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });
export type AddressInput = z.infer<typeof AddressSchema>;

// Absent stays undefined (unlike the address book's schema): an absent field is "unchanged".
// Line breaks become spaces, so a part can never spill into the next one where the parts are stored.
const optional = z
  .string()
  .max(200)
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .optional();

/**
 * Profile edit (customer popup). The form opens filled with the current values; the server saves
 * only the filled fields (docs/decisions/0063-profile-address-line.md), so a field that is
 * absent or empty keeps its value and no edit of one address part can wipe another.
 */
/** Marks the "fill at least one field" issue, which a photo alone satisfies (profile.server.ts); its message is translated. */
export const AT_LEAST_ONE = "at_least_one";
export const ProfileSchema = z
  .object({
    name: optional,
    mobile: optional.refine((v) => !v || /^\d{10}$/.test(v), { error: () => m.pin_phone_ten_digits() }),
    flatHouseBuilding: optional,
    areaStreetSector: optional,
    landmark: optional,
    pincode: optional.refine((v) => !v || /^\d{6}$/.test(v), { error: () => m.pin_not_six_digits() }),
    townCity: optional,
    state: optional,
    // A chosen photo alone is something to save; its bytes are checked where it is stored.
    photo: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => !x))
      ctx.addIssue({ code: "custom", message: m.account_profile_at_least_one(), params: { code: AT_LEAST_ONE } });
  });
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PROFILE_ADDRESS_PARTS = ["flatHouseBuilding", "areaStreetSector", "landmark", "townCity", "state"] as const;
export type ProfileAddress = Record<(typeof PROFILE_ADDRESS_PARTS)[number], string>;

/** A shopper's own profile, as /{shop}/profile reads and sends it (profile.server.ts). */
export interface Profile {
  name: string;
  email: string;
  mobile: string | null;
  /** The parts joined for display (null when there are none). */
  address: string | null;
  addressParts: ProfileAddress;
  pincode: string | null;
  photoKey: string | null;
  /** E-mail me order updates (confirmed, shipped, delivered); the rest is always sent. */
  orderUpdates: boolean;
  /** Offers and reminders from shops: the latest marketing consent (off until given). */
  marketing: boolean;
}

/**
 * The user row keeps the profile address in its one `address` column, one part per line in
 * PROFILE_ADDRESS_PARTS order (parts never hold a line break, see ProfileSchema). A one-line
 * address (from sign-up, where it is one free-text field) is shown whole as Flat/House/Building,
 * so the person can split it up rather than lose it.
 */
export function decodeProfileAddress(stored: string | null | undefined): ProfileAddress {
  const lines = stored ? stored.split("\n") : [];
  if (lines.length === 1) lines.push("", "", "", "");
  return Object.fromEntries(PROFILE_ADDRESS_PARTS.map((k, i) => [k, lines[i]?.trim() ?? ""])) as ProfileAddress;
}

export function encodeProfileAddress(a: ProfileAddress): string | null {
  const lines = PROFILE_ADDRESS_PARTS.map((k) => a[k].replace(/\s+/g, " ").trim());
  return lines.some(Boolean) ? lines.join("\n") : null;
}

/** The parts of the profile address as one display line. */
export const profileAddressLine = (a: ProfileAddress) =>
  PROFILE_ADDRESS_PARTS.map((k) => a[k])
    .filter(Boolean)
    .join(", ");

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
// Functions, so each request (and the browser) reads its own language.
export const photoTooBig = () => m.account_photo_too_big();
export const photoWrongType = () => m.account_photo_wrong_type();
export const profileFailed = () => m.account_profile_save_failed();

/** Checks a chosen photo in the browser before upload; the server checks the bytes again. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (file.size > PHOTO_MAX_BYTES) return photoTooBig();
  if (!["image/jpeg", "image/png"].includes(file.type)) return photoWrongType();
  return null;
}
