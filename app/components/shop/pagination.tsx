import { Link } from "react-router";

/** Page links (1 … n around the current page); hrefFor builds each page's URL. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount].filter((n) => n >= 1 && n <= pageCount))].sort((a, b) => a - b);
  const cell =
    "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} preventScrollReset={false} className={`${cell} border-gray-300 hover:bg-gray-50`}>
          Previous
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
            to={hrefFor(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={`${cell} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 hover:bg-gray-50"}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={`${cell} border-gray-300 hover:bg-gray-50`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
