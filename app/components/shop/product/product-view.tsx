// The product page's main part: pictures on one side; name, price, choice and buying on the other.
import { CartForm } from "~/components/cart/cart";
import { RatingLine } from "~/components/reviews/stars";
import { ShopWhatsappButton } from "~/components/shop/whatsapp-button";
import { WishlistHeart } from "~/components/shop/wishlist-heart";
import { isOnSale } from "~/domain/catalog/constants";
import type { ProductDetail } from "~/domain/catalog/listing";
import type { ReviewView } from "~/domain/reviews/reviews";
import * as m from "~/i18n/messages";
import { Breadcrumb } from "./breadcrumb";
import { CategoryPath, ProductHeading } from "./details";
import { Gallery } from "./gallery";
import { ProductJsonLd } from "./json-ld";
import { productUrl } from "./product-url";
import { Quantity } from "./quantity";
import { ShareButton, shareLink } from "./share-button";
import { useAddToCart } from "./use-add-to-cart";
import { useVariantChoice } from "./use-variant-choice";
import { VariantOptions } from "./variant-options";

export function ProductView({
  product: p,
  shop,
  origin,
  reviews = [],
}: {
  product: ProductDetail;
  shop: { handle: string; shopName: string };
  origin: string;
  /** Up to 5 visible reviews for the JSON-LD. */
  reviews?: ReviewView[];
}) {
  const choice = useVariantChoice(p);
  const { variant, size, stock } = choice;
  const cart = useAddToCart(choice);
  const url = productUrl(origin, shop.handle, p.id);
  return (
    <>
      <ProductJsonLd product={p} url={url} shopName={shop.shopName} reviews={reviews} />
      <Breadcrumb shop={shop} name={p.name} />
      <div className="grid gap-8 md:grid-cols-2">
        <Gallery
          key={variant?.color ?? ""}
          images={variant?.imageKeys ?? []}
          name={p.name}
          sale={isOnSale(p.pricePaise, p.salePricePaise)}
        />
        <div className="flex flex-col gap-5">
          <ProductHeading product={p} />
          {p.ratingCount > 0 ? (
            <a href="#reviews" className="-mt-3 self-start hover:underline">
              <RatingLine average={p.ratingAvg} count={p.ratingCount} />
            </a>
          ) : null}
          <VariantOptions product={p} choice={choice} />
          <div className="flex flex-wrap items-center gap-3">
            <CartForm
              fetcher={cart.fetcher}
              intent="add"
              line={variant && size ? { productId: p.id, color: variant.color, size: size.size } : undefined}
              className="contents"
            >
              <Quantity value={choice.quantity} max={stock} onChange={choice.setQuantity} />
              <button
                type="submit"
                disabled={!cart.canAdd}
                aria-disabled={cart.busy || undefined}
                className="min-w-40 flex-1 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {m.shop_add_to_cart()}
              </button>
            </CartForm>
            <WishlistHeart shop={shop.handle} productId={p.id} />
            <ShareButton
              title={p.name}
              text={m.shop_share_text({ name: p.name, shop: shop.shopName })}
              url={shareLink(url, variant?.color, size?.size)}
            />
          </div>
          <ShopWhatsappButton text={m.shop_whatsapp_product({ name: p.name, url })} className="self-start" />
          <CategoryPath product={p} />
        </div>
      </div>
    </>
  );
}
