// 'Did you mean …?' above a search's results when the query as typed was found nowhere and the
// results came from its search key (docs/decisions/0088-forgiving-search.md). A plain link: the
// corrected search in the same view, from page 1.
import { Link } from "react-router";
import { type ShopQuery, shopQueryToSearch } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";

/** English closes with "?" right after the link; Hindi's verb follows it after a space. */
const after = (text: string) => (/^\p{P}/u.test(text) ? text : ` ${text}`);

export function DidYouMean({ suggestion, query, action }: { suggestion: string; query: ShopQuery; action: string }) {
  return (
    <p className="mt-4 text-base text-gray-800" data-testid="did-you-mean">
      {m.search_did_you_mean_before()}{" "}
      <Link
        to={`${action}${shopQueryToSearch({ ...query, q: suggestion, page: 1 })}`}
        className="rounded font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {suggestion}
      </Link>
      {after(m.search_did_you_mean_after())}
    </p>
  );
}
