import { Link } from "react-router";
import type { ShopMode } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";
import { chip, type ShopHref } from "./use-shop-href";

// A function, not a constant: the labels follow the request's language.
const views = (): Array<[ShopMode, string]> => [
  ["category", m.shop_category_wise()],
  ["all", m.shop_all_products()],
];

/** The shop home's two views (docs/decisions/0045-category-wise-view.md). */
export function ViewSwitch({ mode, href }: { mode: ShopMode; href: ShopHref }) {
  return (
    <nav aria-label={m.shop_view()} className="mt-6 flex justify-center">
      <div className="inline-flex rounded-full border border-gray-300 bg-gray-50 p-1">
        {views().map(([value, label]) => (
          <Link
            key={value}
            to={href({ kind: "mode", mode: value })}
            aria-current={mode === value ? "page" : undefined}
            className={chip(mode === value)}
          >
            {label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
