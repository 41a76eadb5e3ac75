import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

// The one button look, with this block's original padding and weight kept.
const addProduct = buttonVariants({ variant: "primary" });
const nextStep = buttonVariants();

/** A shop with no products yet: what a shopper should know, and for its owner what to do next. */
export function EmptyShop({
  shop,
  hasBanner,
  ownerView,
}: {
  shop: { handle: string; shopName: string };
  hasBanner: boolean;
  ownerView: boolean;
}) {
  const dashboard = `/${shop.handle}/dashboard`;
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto mt-6 max-w-xl rounded-xl border border-gray-200 bg-white px-6 py-12 text-center"
    >
      {ownerView ? (
        <>
          <h2 id="empty-heading" className="text-xl font-semibold">
            {m.shop_empty_owner_title()}
          </h2>
          <p className="mt-2 text-gray-600">{m.shop_empty_owner_text({ shop: shop.shopName })}</p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={`${dashboard}/products/new`} className={addProduct}>
              {m.shop_add_a_product()}
            </Link>
            <Link to={`${dashboard}/products/import`} className={nextStep}>
              {m.shop_import_csv()}
            </Link>
            {hasBanner ? null : (
              <Link to={`${dashboard}/banners`} className={nextStep}>
                {m.shop_add_banner()}
              </Link>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 id="empty-heading" className="text-xl font-semibold">
            {m.shop_empty_title()}
          </h2>
          <p className="mt-2 text-gray-600">{m.shop_empty_text({ shop: shop.shopName })}</p>
        </>
      )}
    </section>
  );
}
