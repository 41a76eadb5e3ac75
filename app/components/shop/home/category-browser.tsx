// 'Category Wise' view: main category cards, then the chosen main's categories, then its subcategories.
import { Link } from "react-router";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import { MAIN_CATEGORY_ART, mainCategoryLabel } from "~/domain/catalog/constants";
import type { ShopNavigation } from "~/domain/catalog/listing";
import type { ShopQuery } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";
import { CategoryCard } from "./category-card";
import { chip, type ShopHref } from "./use-shop-href";

const cols = (n: number) =>
  ["grid-cols-1", "grid-cols-2", "grid-cols-2 sm:grid-cols-3", "grid-cols-2 sm:grid-cols-4"][Math.min(n, 4) - 1] ?? "grid-cols-2";

export function CategoryBrowser({ query, nav, href }: { query: ShopQuery; nav: ShopNavigation; href: ShopHref }) {
  const mains = MAIN_CATEGORIES.filter((main) => nav.mains.includes(main));
  return (
    <section aria-label={m.shop_categories()} className="mt-6 space-y-5">
      {mains.length ? (
        <ul className={`grid gap-3 ${cols(mains.length)}`}>
          {mains.map((main) => (
            <CategoryCard
              key={main}
              to={href({ kind: "main", main: query.main === main ? null : main })}
              name={mainCategoryLabel(main)}
              image={{ src: MAIN_CATEGORY_ART[main] }}
              active={query.main === main}
            />
          ))}
        </ul>
      ) : null}
      {query.main ? (
        <div>
          <h2 className="mb-2 text-base font-semibold">{m.shop_main_categories({ main: mainCategoryLabel(query.main) })}</h2>
          {/* docs/decisions/0045-category-wise-view.md: a main category's list starts with 'All Items', selected until a category is chosen. */}
          <ul className={`grid gap-3 ${cols(nav.categories.length + 1)}`}>
            <CategoryCard
              to={href({ kind: "category", category: null })}
              name={m.shop_all_items()}
              image={{ src: MAIN_CATEGORY_ART[query.main] }}
              active={!query.category}
            />
            {nav.categories.map((c) => (
              <CategoryCard
                key={c.id}
                to={href({ kind: "category", category: c.id })}
                name={c.name}
                image={{ key: c.imageKey }}
                active={query.category === c.id}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {query.category ? <SubcategoryStrip query={query} nav={nav} href={href} /> : null}
    </section>
  );
}

function SubcategoryStrip({ query, nav, href }: { query: ShopQuery; nav: ShopNavigation; href: ShopHref }) {
  return (
    <nav aria-label={m.shop_subcategories()} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        <li>
          <Link
            to={href({ kind: "sub", sub: null })}
            preventScrollReset
            className={chip(!query.sub)}
            aria-current={!query.sub ? "true" : undefined}
          >
            {m.shop_all_items()}
          </Link>
        </li>
        {nav.subcategories.map((s) => (
          <li key={s.id}>
            <Link
              to={href({ kind: "sub", sub: s.id })}
              preventScrollReset
              className={chip(query.sub === s.id)}
              aria-current={query.sub === s.id ? "true" : undefined}
            >
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
