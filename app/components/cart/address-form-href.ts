// Where a shopper adds an address without JavaScript, coming back to `redirectTo` after saving:
// the addresses page's form (app/routes/shop/addresses.tsx). The one place that names its URL.
export function addressFormHref(shop: string, redirectTo: string): string {
  return `/${shop}/addresses?${new URLSearchParams({ edit: "new", redirectTo })}`;
}
