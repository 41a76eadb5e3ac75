// The shop header's account controls, on the wide bar and in the phone menu alike: the shopper's
// orders popup (a plain page link without JavaScript) and the logout button.
import { lazy, Suspense } from "react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

// Only signed-in shoppers need the profile popup (and its form validation): guests never load it.
// The popup loads on first open: it is not part of the shop's first-load JavaScript.
const CustomerMenu = lazy(() => import("~/components/account/customer-menu").then((m) => ({ default: m.CustomerMenu })));

export function AccountMenu({ shop, hydrated }: { shop: string; hydrated: boolean }) {
  // Without JavaScript the popup cannot open: the order history is its own page.
  if (!hydrated)
    return (
      <Link to={`/${shop}/orders`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        {m.shop_my_profile_orders()}
      </Link>
    );
  return (
    <Suspense
      fallback={
        <span className={buttonVariants({ variant: "ghost", size: "sm" })} aria-hidden="true">
          {m.shop_my_profile_orders()}
        </span>
      }
    >
      <CustomerMenu shop={shop} />
    </Suspense>
  );
}

export function LogoutButton({ base, className }: { base: string; className: string }) {
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="redirectTo" value={`${base}/login`} />
      <button type="submit" className={className}>
        {m.common_logout()}
      </button>
    </Form>
  );
}
