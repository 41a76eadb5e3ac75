// An address as one line of text, for the address book, the cart and the order. No zod here: the
// cart page loads this file (the address schema is in ./forms.ts).

/** An address in the shopper's book, as the cart and the address screens get it. */
export interface SavedAddress {
  id: string;
  name: string;
  mobile: string;
  flatHouseBuilding: string;
  areaStreetSector: string;
  landmark: string | null;
  pincode: string;
  townCity: string;
  state: string;
}

/** What a new address's form starts with: the account's own name and mobile. */
export interface AddressPrefill {
  name: string;
  mobile: string;
}

/** One line for an order's shipping address (stored as a single joined string). */
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
