// The one-time report of the 22 September 2025 GST rates: which products moved from 12% or 28%,
// and to what ("by price" where the rate now follows the per-piece price). Dismissing it posts
// `intent=dismiss-rate-changes` to the Products page, with or without JavaScript.
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

interface RateChange {
  productId: string | null;
  productName: string;
  hsnCode: string | null;
  oldRate: number;
  /** Null: the rate now follows the price. */
  newRate: number | null;
}

export function GstRateNotice({ changes }: { changes: readonly RateChange[] }) {
  if (changes.length === 0) return null;
  const title = changes.length === 1 ? m.dash_rate_changes_title_one : m.dash_rate_changes_title_other;
  return (
    <section aria-labelledby="rate-changes" className="mb-4 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <h2 id="rate-changes" className="font-semibold">
        {title({ count: changes.length })}
      </h2>
      <p className="mt-1">{m.dash_rate_changes_intro()}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr className="text-xs text-sky-900">
              <th className="py-1 pr-3 font-medium">{m.dash_rate_changes_product()}</th>
              <th className="py-1 pr-3 font-medium">{m.dash_rate_changes_hsn()}</th>
              <th className="py-1 font-medium">{m.dash_rate_changes_rate()}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr key={`${c.productId ?? c.productName}-${i}`} className="border-t border-sky-200">
                <td className="py-1 pr-3">{c.productName}</td>
                <td className="py-1 pr-3 tabular-nums">{c.hsnCode ?? "—"}</td>
                <td className="py-1 tabular-nums whitespace-nowrap">
                  {c.oldRate}% → {c.newRate === null ? m.dash_rate_changes_by_price() : `${c.newRate}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value="dismiss-rate-changes" className={buttonVariants({ size: "sm" })}>
          {m.dash_rate_changes_dismiss()}
        </button>
      </Form>
    </section>
  );
}
