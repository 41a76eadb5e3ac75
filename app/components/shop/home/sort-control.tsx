// 'Sort by' on the shop home's results header: a GET form that carries the rest of the query, so it
// works without JavaScript (the Sort button shows only then); with JavaScript a choice applies at once
// and the form stays mounted, so the select keeps focus (docs/decisions/0081-listing-sort.md).
import { useId, useState } from "react";
import { Form, useSubmit } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { defaultSort, type ShopQuery, type ShopSort, shopQueryToSearch, shopSortLabel, sortsFor } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";

export function SortControl({ query, action }: { query: ShopQuery; action: string }) {
  const id = useId();
  const submit = useSubmit();
  // Follows the URL (back button, a search) but shows a choice at once while the page loads.
  const [sort, setSort] = useState<ShopSort>(query.sort);
  const [from, setFrom] = useState(query.sort);
  if (from !== query.sort) {
    setFrom(query.sort);
    setSort(query.sort);
  }
  // Everything but the order and the page: a new order starts again at page 1.
  const kept = [...new URLSearchParams(shopQueryToSearch({ ...query, sort: defaultSort(query.q), page: 1 })).entries()];
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="flex items-center gap-2"
      aria-label={m.shop_sort_products()}
      data-keeps-focus
    >
      {kept.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id} className="shrink-0 text-sm text-gray-700">
        {m.shop_sort_by()}
      </label>
      <select
        id={id}
        name="sort"
        value={sort}
        onChange={(e) => {
          setSort(e.currentTarget.value as ShopSort);
          void submit(e.currentTarget.form, { preventScrollReset: true });
        }}
        className="min-w-0 rounded-md border border-gray-300 bg-white py-1.5 pl-2 pr-8 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      >
        {sortsFor(query.q).map((s) => (
          <option key={s} value={s}>
            {shopSortLabel(s)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {m.shop_sort()}
        </button>
      </noscript>
    </Form>
  );
}
