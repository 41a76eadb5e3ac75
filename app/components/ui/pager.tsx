import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

/** `?…&page=n`: the same query string with its page number set (filters and sort are kept). */
export function pageHref(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `?${params}`;
}

/** The numbered pages to show: first, last, and the current page with its neighbours, in order. */
export function pagerPages(page: number, pageCount: number): number[] {
  const pages = new Set([1, page - 1, page, page + 1, pageCount].filter((n) => n >= 1 && n <= pageCount));
  return [...pages].sort((a, b) => a - b);
}

type PagerProps = {
  page: number;
  pageCount: number;
  /** Each page's URL; without it, the current query string with `page` set (pageHref). */
  hrefFor?: (page: number) => string;
  /** The current query string, for the default hrefFor. */
  search?: string | URLSearchParams;
  label?: string;
  /**
   * `simple`: Previous · "Page 2 of 5" · Next (dashboard, admin).
   * `numbered`: Previous 1 … 4 5 6 … 9 Next (storefront).
   */
  variant?: "simple" | "numbered";
  /** The Previous/Next button size of the simple pager (admin tables use sm). */
  size?: "sm" | "md";
};

/** Previous / next page links; nothing when everything fits on one page. */
export function Pager({ page, pageCount, hrefFor, search = "", label, variant = "simple", size = "md" }: PagerProps) {
  if (pageCount <= 1) return null;
  label ??= m.platform_pagination();
  const href = hrefFor ?? ((p: number) => pageHref(search, p));
  return variant === "numbered" ? (
    <NumberedPager page={page} pageCount={pageCount} href={href} label={label} />
  ) : (
    <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link className={buttonVariants({ size })} to={href(page - 1)}>
          {m.platform_previous()}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-gray-600">{m.platform_page_of({ page: String(page), count: String(pageCount) })}</span>
      {page < pageCount ? (
        <Link className={buttonVariants({ size })} to={href(page + 1)}>
          {m.platform_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const cell =
  "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function NumberedPager({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  const pages = pagerPages(page, pageCount);
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset={false} className={`${cell} border-gray-300 hover:bg-gray-50`}>
          {m.platform_previous()}
        </Link>
      ) : null}
      {pages.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - pages[i - 1] > 1 ? (
            <span className="px-1 py-2 text-gray-400" aria-hidden="true">
              …
            </span>
          ) : null}
          <Link
            to={href(n)}
            aria-label={m.platform_page_n({ n: String(n) })}
            aria-current={n === page ? "page" : undefined}
            className={`${cell} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 hover:bg-gray-50"}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={`${cell} border-gray-300 hover:bg-gray-50`}>
          {m.platform_next()}
        </Link>
      ) : null}
    </nav>
  );
}
