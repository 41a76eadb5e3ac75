// The product's name, price, description and category path.
import { Price } from "~/components/shop/price";
import { mainCategoryLabel } from "~/domain/catalog/constants";
import type { ProductDetail } from "~/domain/catalog/listing";
import * as m from "~/i18n/messages";

export function ProductHeading({ product: p }: { product: ProductDetail }) {
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{p.name}</h1>
        <div className="mt-2">
          <Price pricePaise={p.pricePaise} salePricePaise={p.salePricePaise} size="lg" />
        </div>
      </div>
      <p className="whitespace-pre-line text-gray-700">{p.description}</p>
    </>
  );
}

export function CategoryPath({ product: p }: { product: ProductDetail }) {
  const path = [mainCategoryLabel(p.main), p.categoryName, p.subcategoryName].filter(Boolean) as string[];
  return (
    <p className="text-sm text-gray-600">
      {m.shop_category_label()} <span className="text-gray-900">{path.join(" › ")}</span>
    </p>
  );
}
