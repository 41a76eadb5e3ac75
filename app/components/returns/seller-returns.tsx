// The returns of an order on the seller's order page: approve or decline a request (with a reason the
// shopper reads), then, with the goods back, record the UPI refund (amount and UTR) or ship the exchange.
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { COURIER_MAX, TRACKING_NUMBER_MAX } from "~/domain/orders/tracking";
import { MAX_DECLINE_REASON, type SellerReturnInput } from "~/domain/returns/forms";
import type { SellerReturn } from "~/domain/returns/shown";
import * as m from "~/i18n/messages";
import { paiseToRupees } from "~/utils/money";
import { ReturnRequestList } from "./return-request-list";

const input = "mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-2";
/** Two boxes side by side and the button (refund, exchange). */
const twoFields = "grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end";

/**
 * One of the panel's forms: it posts which request and what to do with it, its fields, and a button
 * named as the form is.
 */
function ReturnAction({
  fetcher,
  busy,
  request,
  intent,
  label,
  variant = "primary",
  className,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  busy: boolean;
  request: SellerReturn;
  intent: SellerReturnInput["intent"];
  label: string;
  variant?: "primary" | "danger";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnId" value={request.id} />
      {children}
      <button type="submit" disabled={busy} className={buttonVariants({ variant })}>
        {label}
      </button>
    </fetcher.Form>
  );
}

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
  const form = { fetcher, busy };
  return (
    <Card>
      <h2 className="font-semibold">{m.dash_returns_title()}</h2>
      <div className="mt-2">
        <ReturnRequestList
          requests={requests}
          actions={(r) => (
            <div className="mt-3 space-y-3">
              {r.actions.approve ? <ReturnAction {...form} request={r} intent="return-approve" label={m.dash_return_approve()} /> : null}
              {r.actions.decline ? (
                <ReturnAction
                  {...form}
                  request={r}
                  intent="return-decline"
                  label={m.dash_return_decline()}
                  variant="danger"
                  className="flex flex-wrap items-end gap-2"
                >
                  <label className="min-w-48 flex-1 text-sm">
                    {m.dash_return_decline_reason()}
                    <input name="declineReason" required maxLength={MAX_DECLINE_REASON} className={input} />
                  </label>
                </ReturnAction>
              ) : null}
              {r.status === "approved" ? <p className="text-sm text-gray-700">{m.dash_return_when_back()}</p> : null}
              {r.actions.refund ? (
                <ReturnAction {...form} request={r} intent="return-refund" label={m.dash_return_refund()} className={twoFields}>
                  <label className="text-sm">
                    {m.dash_return_refund_amount()}
                    <input name="amount" inputMode="decimal" required defaultValue={paiseToRupees(r.valuePaise)} className={input} />
                  </label>
                  <label className="text-sm">
                    {m.dash_return_refund_utr()}
                    <input name="refundUtr" inputMode="numeric" required autoComplete="off" className={input} />
                  </label>
                </ReturnAction>
              ) : null}
              {r.actions.exchange ? (
                <ReturnAction {...form} request={r} intent="return-exchange" label={m.dash_return_exchange()} className={twoFields}>
                  <label className="text-sm">
                    {m.dash_courier()}
                    <input name="courier" maxLength={COURIER_MAX} className={input} />
                  </label>
                  <label className="text-sm">
                    {m.dash_awb()}
                    <input name="trackingNumber" maxLength={TRACKING_NUMBER_MAX} className={input} />
                  </label>
                </ReturnAction>
              ) : null}
            </div>
          )}
        />
      </div>
    </Card>
  );
}
