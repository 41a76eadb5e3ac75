// schema.org Product data for search engines (docs/product.md#product-page).
import { effectivePrice } from "~/domain/cart/price";
import type { ProductDetail } from "~/domain/catalog/listing";
import { imageUrl } from "~/media/urls";

export function ProductJsonLd({ product: p, url, shopName }: { product: ProductDetail; url: string; shopName: string }) {
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
  };
  // '<' escaped so the description can never close the script element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(ld).replace(/</g, "\\u003c") }} />;
}
