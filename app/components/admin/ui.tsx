import type { ActionResult } from "~/utils/actions.server";

export function PageTitle({ children, hint }: { children: React.ReactNode; hint?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight">{children}</h1>
      {hint ? <p className="mt-1 text-sm text-gray-600">{hint}</p> : null}
    </div>
  );
}

/** The outcome of the last action, announced to screen readers. */
export function ActionNotice({ result }: { result?: ActionResult | null }) {
  if (!result) return <div aria-live="polite" />;
  return (
    <div
      aria-live="polite"
      role={result.ok ? "status" : "alert"}
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${result.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-700"}`}
    >
      {result.ok ? (result.message ?? "Saved.") : result.error}
    </div>
  );
}

export { inputClass } from "~/components/ui/form";
