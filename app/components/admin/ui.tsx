import { failureMessage, isFailure, successMessage } from "~/utils/reply";

export function PageTitle({ children, hint }: { children: React.ReactNode; hint?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight">{children}</h1>
      {hint ? <p className="mt-1 text-sm text-gray-600">{hint}</p> : null}
    </div>
  );
}

/** The outcome of the last action (a reply envelope, app/utils/reply.ts), announced to screen readers. */
export function ActionNotice({ result }: { result?: unknown }) {
  if (!result) return <div aria-live="polite" />;
  const failed = isFailure(result);
  return (
    <div
      aria-live="polite"
      role={failed ? "alert" : "status"}
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${failed ? "border-red-200 bg-red-50 text-red-700" : "border-green-200 bg-green-50 text-green-800"}`}
    >
      {failed ? failureMessage(result) : (successMessage(result) ?? "Saved.")}
    </div>
  );
}

export function Pager({ page, pageCount, params }: { page: number; pageCount: number; params: URLSearchParams }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className="rounded-md border border-gray-300 bg-white px-3 py-1.5">
          Previous
        </a>
      ) : (
        <span />
      )}
      <span className="text-gray-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} className="rounded-md border border-gray-300 bg-white px-3 py-1.5">
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const buttonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50";
export const primaryButtonClass =
  "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50";
export { inputClass } from "~/components/ui/form";
