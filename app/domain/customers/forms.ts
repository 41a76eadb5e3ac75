// One zod schema per customer form, shared by the server actions and the browser forms.
// Both of the spec's readings of the address form are reconciled into one: every field except
// landmark is required, mobile has 10 digits and pincode 6 (docs/decisions/0005-addresses-and-profile.md).
import { z } from "zod";

const REQUIRED = "All fields except landmark are required.";
const required = z.string().trim().min(1, REQUIRED).max(200);

export const AddressSchema = z.object({
  name: required,
  mobile: required.regex(/^\d{10}$/, "Mobile number must be 10 digits."),
  flatHouseBuilding: required,
  areaStreetSector: required,
  landmark: z.string().trim().max(200).optional().default(""),
  pincode: required.regex(/^\d{6}$/, "Pincode must be 6 digits."),
  townCity: required,
  state: required,
});
export type AddressInput = z.infer<typeof AddressSchema>;

export const ADDRESS_FIELDS = [
  { name: "name", label: "Full Name", autoComplete: "name" },
  { name: "mobile", label: "Mobile Number", autoComplete: "tel-national", inputMode: "numeric", placeholder: "10-digit mobile number" },
  { name: "flatHouseBuilding", label: "Flat/House/Building", autoComplete: "address-line1" },
  { name: "areaStreetSector", label: "Area/Street/Sector/Village", autoComplete: "address-line2" },
  { name: "landmark", label: "Landmark (optional)", autoComplete: "off" },
  { name: "pincode", label: "Pincode", autoComplete: "postal-code", inputMode: "numeric", placeholder: "6-digit pincode" },
  { name: "townCity", label: "Town/City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
] as const;

/** One line for an order's shipping address (the spec stores it as a single joined string). */
export function joinAddress(a: {
  flatHouseBuilding: string;
  areaStreetSector: string;
  landmark?: string | null;
  townCity: string;
  state: string;
  pincode: string;
}): string {
  return [a.flatHouseBuilding, a.areaStreetSector, a.landmark, a.townCity, a.state, a.pincode].filter((p) => p?.trim()).join(", ");
}

const optional = z.string().trim().max(200).optional().default("");

/** Profile edit (customer popup): partial — only filled fields change. */
export const ProfileSchema = z
  .object({
    name: optional,
    mobile: optional.refine((v) => v === "" || /^\d{10}$/.test(v), "Phone number must be 10 digits."),
    flatHouseBuilding: optional,
    areaStreetSector: optional,
    landmark: optional,
    pincode: optional.refine((v) => v === "" || /^\d{6}$/.test(v), "Pincode must be 6 digits."),
    townCity: optional,
    state: optional,
  })
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => x === "")) ctx.addIssue({ code: "custom", message: "At least one field must be filled to save." });
  });
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TOO_BIG = "Photo size must be less than 2MB.";
export const PHOTO_WRONG_TYPE = "Only JPEG or PNG images are allowed.";
export const PROFILE_FAILED = "Failed to update profile. Please try again.";

/** Checks a chosen photo in the browser before upload; the server checks the bytes again. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_BIG;
  if (!["image/jpeg", "image/png"].includes(file.type)) return PHOTO_WRONG_TYPE;
  return null;
}

/** The first message of a failed parse: the spec shows one message per form. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form.";
}
