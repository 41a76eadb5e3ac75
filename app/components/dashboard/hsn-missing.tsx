// The active products a regular GST seller cannot ship yet: no HSN of their own or from their
// category, so no tax invoice. Each links to its edit page.
import { Link } from "react-router";
import * as m from "~/i18n/messages";

export interface MissingHsn {
  products: ReadonlyArray<{ id: string; name: string }>;
  total: number;
}

export function HsnMissingList({ missing, handle }: { missing: MissingHsn; handle: string }) {
  if (missing.total === 0) return null;
  const more = missing.total - missing.products.length;
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{m.dash_hsn_missing_title()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {missing.products.map((p) => (
          <li key={p.id}>
            <Link to={`/${handle}/dashboard/products/${p.id}`} className="font-medium underline">
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1">{m.dash_hsn_missing_more({ count: more })}</p> : null}
      <p className="mt-2">{m.dash_hsn_missing_hint()}</p>
    </section>
  );
}
