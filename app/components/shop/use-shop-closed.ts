// Whether the shop around a component is closed (app/routes/shop/layout.tsx): its past shoppers'
// pages then leave out links to the pages a closed shop no longer has.
import { useRouteLoaderData } from "react-router";

/** True inside a closed shop's storefront; false elsewhere (an open shop, the dashboard). */
export function useShopClosed(): boolean {
  const data = useRouteLoaderData("routes/shop/layout") as { closed?: boolean } | undefined;
  return data?.closed === true;
}
