import { Link } from "react-router";
import type { ShopMode } from "~/domain/catalog/shop-query";
import { chip, type ShopHref } from "./use-shop-href";

const VIEWS: Array<[ShopMode, string]> = [
  ["category", "Category Wise"],
  ["all", "All Products"],
];

/** The shop home's two views (docs/decisions/0045-category-wise-view.md). */
export function ViewSwitch({ mode, href }: { mode: ShopMode; href: ShopHref }) {
  return (
    <nav aria-label="View" className="mt-6 flex justify-center">
      <div className="inline-flex rounded-full border border-gray-300 bg-gray-50 p-1">
        {VIEWS.map(([value, label]) => (
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
