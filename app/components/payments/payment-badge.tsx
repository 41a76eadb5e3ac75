// A payment status as a badge, beside the order's fulfilment status (StatusBadge).
import { PAYMENT_STATUS_LABEL, type ShownPaymentStatus } from "~/domain/payments/status";

// Amber: the seller has to act; green: the money is in; red: it did not come.
const TONE: Record<ShownPaymentStatus, string> = {
  none: "bg-gray-100 text-gray-700",
  awaiting: "bg-gray-100 text-gray-800",
  claimed: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-800",
  not_received: "bg-red-100 text-red-800",
  expired: "bg-gray-100 text-gray-600",
  to_collect: "bg-amber-100 text-amber-900",
  collected: "bg-green-100 text-green-800",
  nothing_due: "bg-gray-100 text-gray-700",
  refunded: "bg-blue-100 text-blue-800",
};

export function PaymentBadge({ status }: { status: ShownPaymentStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status] ?? TONE.none}`}>
      {PAYMENT_STATUS_LABEL[status] ?? status}
    </span>
  );
}
