// Small building blocks shared by the dashboard's screens.
import { Link } from "react-router";

export { formatDateTime } from "~/utils/dates";

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

export function Card({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <section className={`rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${className}`}>{children}</section>;
}

export const buttonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50";
export { inputClass } from "~/components/ui/form";

/** Previous / next links that keep the rest of the query string. */
export function Pager({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link className={buttonClass} to={href(page - 1)}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-gray-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className={buttonClass} to={href(page + 1)}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
