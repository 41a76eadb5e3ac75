// The shopper's returns on their order page: their requests (and taking one back before it is decided),
// and the form to ask for a return or an exchange of one or more lines while the shop's days last.
// Plain form posts: they work before the page's script has loaded.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { buttonVariants } from "~/components/ui/button";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import { MAX_RETURN_NOTE, RETURN_PHOTO_RULES, wantValue } from "~/domain/returns/forms";
import type { ShopperReturns as ShopperReturnsData } from "~/domain/returns/shown";
import { returnReasonWord } from "~/domain/returns/words";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { failureMessage, isSuccess, type Reply } from "~/utils/reply";
import { ReturnRequestList } from "./return-request-list";

export function ShopperReturns({ returns, Heading }: { returns: ShopperReturnsData; Heading: "h2" | "h3" | "h4" }) {
  const withdraw = useFetcher();
  useReplyToast(withdraw);
  if (!returns.offer && returns.requests.length === 0 && returns.state !== "not_delivered") return null;
  return (
    <section aria-labelledby="order-returns-title" className="rounded-lg border border-gray-200 p-4">
      <Heading id="order-returns-title" className="mb-2 font-semibold text-gray-900">
        {m.account_returns_title()}
      </Heading>
      <p className="mb-3 text-sm text-gray-600" data-testid="return-window">
        {returnsLine(returns)}
      </p>
      {returns.requests.length ? (
        <ReturnRequestList
          requests={returns.requests}
          actions={(r) =>
            r.canWithdraw ? (
              <withdraw.Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="return-withdraw" />
                <input type="hidden" name="returnId" value={r.id} />
                <button type="submit" disabled={withdraw.state !== "idle"} className={buttonVariants({ size: "sm" })}>
                  {m.account_return_withdraw()}
                </button>
              </withdraw.Form>
            ) : null
          }
        />
      ) : null}
      {returns.offer ? <ReturnRequestForm offer={returns.offer} /> : null}
    </section>
  );
}

function returnsLine(r: ShopperReturnsData): string {
  if (r.state === "not_delivered")
    return r.windowDays > 0 ? m.account_returns_after_delivery({ days: r.windowDays }) : m.account_return_no_returns();
  if (r.state === "open") return m.account_returns_open_until({ date: r.windowEnds ? formatDate(r.windowEnds) : "" });
  // The shop's own days are over (or it takes no returns): damaged or wrong goods still may be reported for a while.
  const defectsUntil = r.defectWindowEnds ? formatDate(r.defectWindowEnds) : "";
  if (r.offer) return m.account_returns_defects_until({ date: defectsUntil });
  return r.state === "no_returns"
    ? m.account_return_no_returns()
    : m.account_returns_closed_on({ date: r.windowEnds ? formatDate(r.windowEnds) : defectsUntil });
}

type Offer = NonNullable<ShopperReturnsData["offer"]>;

function ReturnRequestForm({ offer }: { offer: Offer }) {
  const fetcher = useFetcher();
  useReplyToast(fetcher);
  const error = failureMessage(fetcher.data);
  // Sent: the form starts empty again for another line.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && isSuccess(fetcher.data as Reply | undefined)) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="group mt-4 space-y-3 border-t border-gray-100 pt-3"
      aria-labelledby="return-form-title"
    >
      <input type="hidden" name="intent" value="return-request" />
      <h4 id="return-form-title" className="font-semibold text-gray-900">
        {m.account_return_ask()}
      </h4>
      <fieldset>
        <legend className="text-sm font-medium">{m.account_return_which_items()}</legend>
        <ul className="mt-1 space-y-2">
          {offer.lines.map((l) => (
            <li key={l.lineNo} className="text-sm">
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="lines" value={l.lineNo} className="size-4" />
                <span>
                  {l.name} ({colourLabel(l.color)}, {sizeLabel(l.size)}) × {l.quantity} · {formatPaise(l.valuePaise)}
                </span>
              </label>
              {offer.exchanges && l.variants.length ? (
                // Shown once "another colour or size" is chosen: by CSS, so it works before the script loads.
                <label className="ml-6 hidden flex-wrap items-center gap-2 text-gray-700 group-has-[input[value=exchange]:checked]:flex">
                  {m.account_return_exchange_for()}
                  <select name={`want.${l.lineNo}`} className="min-h-11 rounded-md border border-gray-300 px-2">
                    {l.variants.map((v) => (
                      <option key={wantValue(v.color, v.size)} value={wantValue(v.color, v.size)}>
                        {colourLabel(v.color)}, {sizeLabel(v.size)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      {offer.exchanges ? (
        <fieldset>
          <legend className="text-sm font-medium">{m.account_return_what_instead()}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(["refund", "exchange"] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="kind" value={k} defaultChecked={k === "refund"} className="size-4" />
                {k === "refund" ? m.account_return_want_refund() : m.account_return_want_exchange()}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="kind" value="refund" />
      )}
      <label className="block text-sm font-medium">
        {m.account_return_reason()}
        <select name="reason" required defaultValue="" className="mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-2">
          <option value="" disabled>
            {m.account_return_pick_reason()}
          </option>
          {offer.reasons.map((reason) => (
            <option key={reason} value={reason}>
              {returnReasonWord(reason)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {offer.photos ? m.account_return_photos_needed() : m.account_return_photos()}
        <input
          type="file"
          name="photos"
          multiple
          required={offer.photos}
          accept={RETURN_PHOTO_RULES.accept.join(",")}
          className="mt-1 block w-full text-sm"
        />
      </label>
      <label className="block text-sm font-medium">
        {m.account_return_note()}
        <textarea name="note" maxLength={MAX_RETURN_NOTE} rows={3} className="mt-1 block w-full rounded-md border border-gray-300 p-2" />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={fetcher.state !== "idle"} className={buttonVariants({ variant: "primary" })}>
        {m.account_return_send()}
      </button>
    </fetcher.Form>
  );
}
