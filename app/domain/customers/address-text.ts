// An address as one line of text, for the address book, the cart and the order. No zod here: the
// cart page loads this file (the address schema is in ./forms.ts).

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
