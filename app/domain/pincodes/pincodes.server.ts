// Pincode → places from the committed India Post table (docs/decisions/0087-pincode-data.md).
// Server only: the table (~350 KB) is loaded on first use, once, and never sent to browsers whole;
// a browser asks GET /api/pincodes/:pin for one pincode.
import { DomainError } from "~/domain/errors";
import { normalizeState } from "~/domain/payments/delivery";
import * as m from "~/i18n/messages";
import { type PincodeTable, type Place, placesIn } from "./reduce";

export type { Place } from "./reduce";

let table: Promise<PincodeTable> | null = null;

function pincodeTable(): Promise<PincodeTable> {
  table ??= import("./pincodes.json").then((mod) => (mod.default ?? mod) as PincodeTable);
  return table;
}

export const PINCODE_PATTERN = /^\d{6}$/;

/** The places India Post lists for a 6-digit pincode: [] when it is unknown or not 6 digits. */
export async function lookupPincode(pin: string): Promise<Place[]> {
  if (!PINCODE_PATTERN.test(pin)) return [];
  return placesIn(await pincodeTable(), pin);
}

/**
 * The server's rule for a saved address: the pincode exists, and (when a state is given) one of its
 * places is in that state, in any spelling normalizeState knows. Throws the form's field error.
 */
export async function assertPincodeMatches(pincode: string, state?: string): Promise<void> {
  const pin = pincode.trim();
  if (!pin) return;
  const places = await lookupPincode(pin);
  if (places.length === 0) throw new DomainError("pincode_unknown", m.pin_unknown({ pincode: pin }), { field: "pincode" });
  const wanted = state?.trim();
  if (!wanted || places.some((p) => normalizeState(p.state) === normalizeState(wanted))) return;
  const states = [...new Set(places.map((p) => p.state))].join(", ");
  throw new DomainError("pincode_state_mismatch", m.pin_state_mismatch({ pincode: pin, states }), { field: "state" });
}
