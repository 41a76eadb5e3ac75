// The returns of an order on the seller's order page: approve or decline a request (with a reason the
// shopper reads), then, with the goods back, record the UPI refund (amount and UTR) or ship the exchange.
import type { FetcherWithComponents } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { MAX_DECLINE_REASON } from "~/domain/returns/forms";
import type { SellerReturn } from "~/domain/returns/shown";
import * as m from "~/i18n/messages";
import { paiseToRupees } from "~/utils/money";
import { ReturnRequestList } from "./return-request-list";

/** Which request and what to do with it: every form of the panel posts these two. */
function Hidden({ intent, id }: { intent: string; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnId" value={id} />
    </>
  );
}

const input = "mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-2";

export function SellerReturns({
  requests,
  fetcher,
  busy,
}: {
  requests: SellerReturn[];
  fetcher: FetcherWithComponents<unknown>;
  busy: boolean;
}) {
  if (requests.length === 0) return null;
  return (
    <Card>
      <h2 className="font-semibold">{m.dash_returns_title()}</h2>
      <div className="mt-2">
        <ReturnRequestList
          requests={requests}
          actions={(r) => (
            <div className="mt-3 space-y-3">
              {r.actions.approve ? (
                <fetcher.Form method="post">
                  <Hidden intent="return-approve" id={r.id} />
                  <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                    {m.dash_return_approve()}
                  </button>
                </fetcher.Form>
              ) : null}
              {r.actions.decline ? (
                <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
                  <Hidden intent="return-decline" id={r.id} />
                  <label className="min-w-48 flex-1 text-sm">
                    {m.dash_return_decline_reason()}
                    <input name="declineReason" required maxLength={MAX_DECLINE_REASON} className={input} />
                  </label>
                  <button type="submit" disabled={busy} className={buttonVariants({ variant: "danger" })}>
                    {m.dash_return_decline()}
                  </button>
                </fetcher.Form>
              ) : null}
              {r.status === "approved" ? <p className="text-sm text-gray-700">{m.dash_return_when_back()}</p> : null}
              {r.actions.refund ? (
                <fetcher.Form
                  method="post"
                  className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                  aria-label={m.dash_return_refund()}
                >
                  <Hidden intent="return-refund" id={r.id} />
                  <label className="text-sm">
                    {m.dash_return_refund_amount()}
                    <input name="amount" inputMode="decimal" required defaultValue={paiseToRupees(r.valuePaise)} className={input} />
                  </label>
                  <label className="text-sm">
                    {m.dash_return_refund_utr()}
                    <input name="refundUtr" inputMode="numeric" required autoComplete="off" className={input} />
                  </label>
                  <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                    {m.dash_return_refund()}
                  </button>
                </fetcher.Form>
              ) : null}
              {r.actions.exchange ? (
                <fetcher.Form
                  method="post"
                  className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                  aria-label={m.dash_return_exchange()}
                >
                  <Hidden intent="return-exchange" id={r.id} />
                  <label className="text-sm">
                    {m.dash_courier()}
                    <input name="courier" maxLength={60} className={input} />
                  </label>
                  <label className="text-sm">
                    {m.dash_awb()}
                    <input name="trackingNumber" maxLength={60} className={input} />
                  </label>
                  <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                    {m.dash_return_exchange()}
                  </button>
                </fetcher.Form>
              ) : null}
            </div>
          )}
        />
      </div>
    </Card>
  );
}
