// The build step's reduction (docs/decisions/0087-pincode-data.md): India Post's ~155,000 post offices
// become one compact pincode → places table. Pure, so a unit test runs it on made-up rows.
import { indianState } from "~/domain/invoices/gstin";
import { INDIAN_STATES, normalizeState } from "~/domain/payments/delivery";

/** One post office row as the data package has it. */
export interface OfficeRow {
  name: string;
  pincode: number | string;
  district: string;
  state: string;
}

/**
 * The committed table: state names by index, district names by index, and per pincode a flat list of
 * [district index, state index] pairs. Town/city is the district's name (see the decision record).
 */
export interface PincodeTable {
  states: string[];
  districts: string[];
  pins: Record<string, number[]>;
}

// The package's old or short spellings (as normalizeState writes them) that our list does not know.
const STATE_FIXES: Record<string, string> = {
  chattisgarh: "Chhattisgarh",
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
};
// Districts of Ladakh, listed under Jammu and Kashmir in directories older than 2019.
const LADAKH_DISTRICTS = new Set(["leh", "kargil"]);

/** The state's name as our state list (INDIAN_STATES) spells it, or null when it is none of them. */
export function stateName(raw: string, district = ""): string | null {
  if (LADAKH_DISTRICTS.has(district.trim().toLowerCase())) return "Ladakh";
  return STATE_FIXES[normalizeState(raw)] ?? indianState(raw);
}

/** "Raigarh(MH)" → "Raigarh", extra spaces gone. */
export function districtName(raw: string): string {
  return raw
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function reducePincodes(rows: Iterable<OfficeRow>): PincodeTable {
  const districts: string[] = [];
  const districtIndex = new Map<string, number>();
  const places = new Map<string, Set<string>>();
  for (const row of rows) {
    const pin = String(row.pincode).trim();
    const district = districtName(row.district);
    const state = stateName(row.state, district);
    if (!/^[1-9]\d{5}$/.test(pin) || !district || !state) continue;
    let d = districtIndex.get(district);
    if (d === undefined) {
      d = districts.push(district) - 1;
      districtIndex.set(district, d);
    }
    const key = `${d},${INDIAN_STATES.indexOf(state as (typeof INDIAN_STATES)[number])}`;
    const set = places.get(pin) ?? new Set<string>();
    set.add(key);
    places.set(pin, set);
  }
  const pins: Record<string, number[]> = {};
  for (const pin of [...places.keys()].sort()) {
    pins[pin] = [...(places.get(pin) ?? [])].flatMap((k) => k.split(",").map(Number));
  }
  return { states: [...INDIAN_STATES], districts, pins };
}

export interface Place {
  townCity: string;
  district: string;
  state: string;
}

/** The places a pincode has in `table` ([] for an unknown or malformed one), sorted by district. */
export function placesIn(table: PincodeTable, pin: string): Place[] {
  if (!/^\d{6}$/.test(pin) || !Object.hasOwn(table.pins, pin)) return [];
  const flat = table.pins[pin];
  const out: Place[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const district = table.districts[flat[i]];
    out.push({ townCity: district, district, state: table.states[flat[i + 1]] });
  }
  return out.sort((a, b) => a.district.localeCompare(b.district) || a.state.localeCompare(b.state));
}
