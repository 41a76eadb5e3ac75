import type { Profile } from "~/domain/customers/forms";

/** Edit Profile's fields in order; the profile view lists the address ones under the same labels. */
export const PROFILE_FIELDS = [
  { name: "name", label: "Full Name", autoComplete: "name" },
  { name: "mobile", label: "Mobile Number", autoComplete: "tel-national", inputMode: "numeric" },
  { name: "flatHouseBuilding", label: "Flat/House/Building", autoComplete: "address-line1" },
  { name: "areaStreetSector", label: "Area/Street/Sector/Village", autoComplete: "address-line2" },
  { name: "landmark", label: "Landmark (optional)", autoComplete: "off" },
  { name: "pincode", label: "Pincode", autoComplete: "postal-code", inputMode: "numeric" },
  { name: "townCity", label: "Town/City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
] as const;

/** The edit form opens with the saved values, so Save never sends a blank where a value was. */
export function savedValues(p: Profile): Record<string, string> {
  return Object.fromEntries(
    PROFILE_FIELDS.map(({ name }) => {
      if (name === "name") return [name, p.name];
      if (name === "mobile" || name === "pincode") return [name, p[name] ?? ""];
      return [name, p.addressParts[name]];
    }),
  );
}
