// A titled group of the Reports page's figures: each a name, an amount or count, and a short note.
export interface ReportFigure {
  label: string;
  value: string;
  note?: string;
  /** The group's headline (net sales): drawn stronger. */
  strong?: boolean;
}

export function ReportFigures({ title, figures }: { title: string; figures: ReportFigure[] }) {
  return (
    <section className="mt-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => (
          <div
            key={f.label}
            className={`rounded-xl border bg-white p-3 shadow-sm sm:p-4 ${f.strong ? "border-brand-500 ring-1 ring-brand-500" : "border-gray-200"}`}
          >
            <dt className="text-sm text-gray-600">{f.label}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums break-words sm:text-xl">{f.value}</dd>
            {f.note ? <dd className="mt-1 text-xs text-gray-500">{f.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
