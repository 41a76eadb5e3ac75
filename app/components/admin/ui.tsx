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

export { inputClass } from "~/components/ui/form";
