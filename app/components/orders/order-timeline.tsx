// The shopper's status timeline (order details, /{shop}/track): an ordered list, oldest first,
// each step with its IST time; the shipped step carries the courier, AWB and tracking link.

import type { TimelineStep } from "~/domain/orders/timeline";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";

const DOT: Record<string, string> = {
  cancelled: "bg-red-500",
  expired: "bg-red-500",
  not_received: "bg-amber-500",
  refunded: "bg-amber-500",
  delivered: "bg-green-600",
  paid: "bg-green-600",
  collected: "bg-green-600",
};

export function OrderTimeline({ steps, className = "" }: { steps: TimelineStep[]; className?: string }) {
  if (steps.length === 0) return null;
  return (
    <ol aria-label={m.account_order_timeline_lower()} className={`relative space-y-4 border-l-2 border-gray-200 pl-5 text-sm ${className}`}>
      {steps.map((step) => (
        <li key={`${step.kind}-${step.status}-${step.at}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[1.72rem] size-3 rounded-full ring-4 ring-white ${DOT[step.status] ?? "bg-brand-600"}`}
          />
          <p className="font-semibold text-gray-900">{step.label}</p>
          <p className="text-gray-600">
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </p>
          {step.tracking ? <TrackingDetails tracking={step.tracking} /> : null}
        </li>
      ))}
    </ol>
  );
}

function TrackingDetails({ tracking }: { tracking: NonNullable<TimelineStep["tracking"]> }) {
  if (!tracking.courier && !tracking.trackingNumber && !tracking.trackingUrl) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-gray-700">
      {tracking.courier ? (
        <>
          <dt className="text-gray-500">{m.account_courier()}</dt>
          <dd>{tracking.courier}</dd>
        </>
      ) : null}
      {tracking.trackingNumber ? (
        <>
          <dt className="text-gray-500">{m.account_awb()}</dt>
          <dd className="font-mono break-all">{tracking.trackingNumber}</dd>
        </>
      ) : null}
      {tracking.trackingUrl ? (
        <>
          <dt className="text-gray-500">{m.account_tracking_link()}</dt>
          <dd>
            <a
              href={tracking.trackingUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all font-medium text-brand-700 hover:underline"
            >
              {m.account_track_parcel()}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
