// A order's return requests as a list (both order pages): what was asked, why, where it stands, and how
// it ended (the refund and its UTR, or the exchange parcel). `Actions` adds each side's buttons.
import type { ReactNode } from "react";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { ShownReturn } from "~/domain/returns/shown";
import { returnKindWord, returnReasonWord, returnStatusWord } from "~/domain/returns/words";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";

const TONE: Record<ShownReturn["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-blue-100 text-blue-800",
  declined: "bg-red-100 text-red-800",
  withdrawn: "bg-gray-100 text-gray-800",
  refunded: "bg-green-100 text-green-800",
  exchanged: "bg-green-100 text-green-800",
};

/** A request's status; `label` words it otherwise (the order list's "Return"). */
export function ReturnStatusBadge({ status, label }: { status: ShownReturn["status"]; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {label ?? returnStatusWord(status)}
    </span>
  );
}

/** On an order's line that left the order as a refunded return. */
export function ReturnedLineBadge() {
  return (
    <span className="inline-block rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800">
      {m.common_line_returned()}
    </span>
  );
}

export function ReturnRequestList<R extends ShownReturn>({ requests, actions }: { requests: R[]; actions?: (r: R) => ReactNode }) {
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <li key={r.id} className="rounded-md border border-gray-200 p-3 text-sm" data-testid="return-request">
          <p className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={r.status} />
            <span className="font-medium">{returnKindWord(r.kind)}</span>
            <span className="text-gray-600">· {returnReasonWord(r.reason)}</span>
            <time dateTime={r.createdAt} className="ml-auto text-xs text-gray-500">
              {formatDateTime(r.createdAt)}
            </time>
          </p>
          <ul className="mt-2 list-disc pl-5 text-gray-800">
            {r.lines.map((l) => (
              <li key={l.lineNo}>
                {l.name} ({colourLabel(l.color)}, {sizeLabel(l.size)}) × {l.quantity}
                {r.kind === "exchange" && l.wantedColor !== null && l.wantedSize !== null
                  ? ` → ${m.common_return_exchange_for({ color: colourLabel(l.wantedColor), size: sizeLabel(l.wantedSize) })}`
                  : null}
              </li>
            ))}
          </ul>
          {r.note ? <p className="mt-1 text-gray-700">“{r.note}”</p> : null}
          {r.photoKeys.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {r.photoKeys.map((key, i) => (
                <li key={key}>
                  <a href={imageUrl(key, 1280)} target="_blank" rel="noreferrer">
                    <img
                      src={imageUrl(key, 320)}
                      alt={m.common_return_photo({ n: i + 1 })}
                      className="size-20 rounded-md object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {r.declineReason ? <p className="mt-1 text-red-800">{m.common_return_declined_because({ reason: r.declineReason })}</p> : null}
          {r.status === "refunded" && r.refundPaise ? (
            <p className="mt-1 font-medium text-green-800" data-testid="return-refund">
              {m.common_return_refund_sent({ amount: formatPaise(r.refundPaise), utr: r.refundUtr ?? "" })}
            </p>
          ) : null}
          {r.status === "exchanged" && (r.courier || r.trackingNumber) ? (
            <p className="mt-1 text-gray-700">{[r.courier, r.trackingNumber].filter(Boolean).join(" · ")}</p>
          ) : null}
          {actions?.(r)}
        </li>
      ))}
    </ul>
  );
}
