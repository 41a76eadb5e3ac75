import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

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
            Your shop is ready for its first product
          </h2>
          <p className="mt-2 text-gray-600">
            Shoppers who visit now see that {shop.shopName} has no products yet. Add products (with photos, colours and stock per size) and
            they appear here at once.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={`${dashboard}/products/new`} className={addProduct}>
              Add a product
            </Link>
            <Link to={`${dashboard}/products/import`} className={nextStep}>
              Import from a CSV file
            </Link>
            {hasBanner ? null : (
              <Link to={`${dashboard}/banners`} className={nextStep}>
                Add a banner
              </Link>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 id="empty-heading" className="text-xl font-semibold">
            No products here yet
          </h2>
          <p className="mt-2 text-gray-600">{shop.shopName} hasn't added any products to its online shop yet. Please check back soon.</p>
        </>
      )}
    </section>
  );
}
