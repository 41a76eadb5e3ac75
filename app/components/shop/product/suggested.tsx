// "Suggested Products": more of the same main category, paged with ?spage= so the page's own query stays.
import { useLocation } from "react-router";
import { Pagination } from "~/components/shop/pagination";
import { ProductCard } from "~/components/shop/product-card";
import type { ProductPage } from "~/domain/catalog/listing";
import * as m from "~/i18n/messages";

export function SuggestedProducts({ suggested, shop }: { suggested: ProductPage; shop: string }) {
  const { pathname, search } = useLocation();
  if (!suggested.products.length) return null;
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set("spage", String(n));
    else next.delete("spage");
    return `${pathname}${next.size ? `?${next}` : ""}`;
  };
  return (
    <section aria-labelledby="suggested" className="mt-14">
      <h2 id="suggested" className="mb-4 text-xl font-semibold">
        {m.shop_suggested()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {suggested.products.map((s) => (
          <li key={s.id}>
            <ProductCard product={s} shop={shop} />
          </li>
        ))}
      </ul>
      <Pagination page={suggested.page} pageCount={suggested.pageCount} hrefFor={hrefFor} label={m.shop_suggested_pages()} />
    </section>
  );
}
