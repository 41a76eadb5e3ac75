// Where a shopper adds an address without JavaScript, coming back to `redirectTo` after saving.
// The one place that names the address form's URL (the profile's no-JS form, issue 18).
export function addressFormHref(shop: string, redirectTo: string): string {
  return `/${shop}/profile?${new URLSearchParams({ address: "new", redirectTo })}`;
}
