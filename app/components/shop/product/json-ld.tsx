// schema.org Product data for search engines (docs/product.md#product-page).
import { effectivePrice } from "~/domain/cart/price";
import type { ProductDetail } from "~/domain/catalog/listing";
import type { ReviewView } from "~/domain/reviews/reviews";
import { imageUrl } from "~/media/urls";
import { istDay } from "~/utils/dates";

export function ProductJsonLd({
  product: p,
  url,
  shopName,
  reviews = [],
}: {
  product: ProductDetail;
  url: string;
  shopName: string;
  /** Visible reviews only (docs/decisions/0082-reviews.md). */
  reviews?: ReviewView[];
}) {
  const inStock = p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  const ld = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.id,
    image: p.variants.flatMap((v) => v.imageKeys.slice(0, 1)).map((k) => `${new URL(url).origin}${imageUrl(k, 1280)}`),
    brand: { "@type": "Brand", name: shopName },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: (effectivePrice(p) / 100).toFixed(2),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: shopName },
    },
    ...(p.ratingCount > 0 && p.ratingAvg !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.ratingAvg,
            reviewCount: p.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.authorName },
            datePublished: istDay(new Date(r.createdAt)),
            reviewBody: r.body || undefined,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
  // '<' escaped so the description can never close the script element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(ld).replace(/</g, "\\u003c") }} />;
}
