// The address typed at registration is one free-text field (the spec's form); the address book and
// the profile keep it in parts. Pure, so a unit test can run it on any text.
import type { ProfileAddress } from "./forms";

/** What the pincode directory says of the registration's pincode (app/domain/pincodes). */
export interface RegistrationPlace {
  townCity: string;
  state: string;
}

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/**
 * Splits "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038" into Flat/House/Building (the first
 * comma-separated part) and Area/Street/Sector/Village (the rest). The town, state, pincode and
 * "India" a person often types at the end are dropped from the text: they come from the pincode.
 * Town/City and State are the directory's for the pincode (empty when it does not know it).
 */
export function splitRegistrationAddress(text: string, pincode: string, place: RegistrationPlace | null): ProfileAddress {
  const ends = [place?.townCity, place?.state, "India"].filter((v): v is string => Boolean(v));
  const pin = /^\d{6}$/.test(pincode) ? new RegExp(`[-\\s]*${pincode}$|^${pincode}[-\\s]*`) : null;
  const parts = text
    .split(/[,\n]/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  while (parts.length > 1) {
    const last = (parts.at(-1) as string)
      .replace(pin ?? /$^/, "")
      .replace(/[\s.-]+$/, "")
      .trim();
    if (last === "" || ends.some((e) => same(e, last))) parts.pop();
    else if (last !== parts.at(-1)) parts[parts.length - 1] = last;
    else break;
  }
  return {
    flatHouseBuilding: parts[0] ?? "",
    areaStreetSector: parts.slice(1).join(", "),
    landmark: "",
    townCity: place?.townCity ?? "",
    state: place?.state ?? "",
  };
}
