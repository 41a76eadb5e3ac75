import type { Profile } from "~/domain/customers/forms";
import * as m from "~/i18n/messages";

/** Edit Profile's fields in order; the profile view lists the address ones under the same labels. */
// Labels are functions: read while rendering, in the page's language. `viewLabel` is the
// profile view's shorter one where it differs.
export const PROFILE_FIELDS: ReadonlyArray<{
  name: "name" | "mobile" | "flatHouseBuilding" | "areaStreetSector" | "landmark" | "pincode" | "townCity" | "state";
  label: () => string;
  viewLabel?: () => string;
  autoComplete: string;
  inputMode?: "numeric";
}> = [
  { name: "name", label: m.account_field_name, autoComplete: "name" },
  { name: "mobile", label: m.account_field_mobile, autoComplete: "tel-national", inputMode: "numeric" },
  { name: "flatHouseBuilding", label: m.account_field_flat, autoComplete: "address-line1" },
  { name: "areaStreetSector", label: m.account_field_area, autoComplete: "address-line2" },
  { name: "landmark", label: m.account_field_landmark_optional, viewLabel: m.account_field_landmark, autoComplete: "off" },
  { name: "pincode", label: m.account_pincode, autoComplete: "postal-code", inputMode: "numeric" },
  { name: "townCity", label: m.account_field_city, autoComplete: "address-level2" },
  { name: "state", label: m.account_field_state, autoComplete: "address-level1" },
];

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
