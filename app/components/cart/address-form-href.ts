// Where a shopper adds (or edits, `edit` = its id) an address without JavaScript, coming back to `redirectTo`:
// the addresses page's form (app/routes/shop/addresses.tsx). The one place that names its URL.
export function addressFormHref(shop: string, redirectTo: string, edit = "new"): string {
  return `/${shop}/addresses?${new URLSearchParams({ edit, redirectTo })}`;
}
