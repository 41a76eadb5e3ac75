// One order in the seller's lists (Orders, a customer's page): its first line (and how many more), number, date, amount, status.
import { Link } from "react-router";
import { StatusBadge } from "~/components/account/orders";
import { formatDateTime } from "~/components/dashboard/ui";
import { PaymentBadge } from "~/components/payments/payment-badge";
import { ReturnStatusBadge } from "~/components/returns/return-request-list";
import type { OrderStatus } from "~/db/schema/values";
import { orderNumber } from "~/domain/orders/reference";
import type { ShownPaymentStatus } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

export interface SellerOrderRowData {
  id: string;
  itemName: string;
  /** The lines still ordered: more than one reads "Kurta and 1 more". */
  lineCount: number;
  quantity: number;
  createdAt: string;
  totalPaise: number;
  status: OrderStatus;
  paymentStatus: ShownPaymentStatus | null;
  /** Shown in the Orders list; a customer's page leaves it out (it is their page). */
  customerName?: string;
  /** False: a dot marks the order new (not yet opened by the seller). */
  seen?: boolean;
  /** A shopper's return request waits on the seller. */
  returnOpen?: boolean;
}

export function SellerOrderRow({ order: o, href }: { order: SellerOrderRowData; href: string }) {
  return (
    <li>
      <Link
        to={href}
        className="block rounded-xl border border-gray-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-medium">
              {o.seen === false ? (
                <span className="mr-1.5 inline-block h-2 w-2 rounded-full bg-brand-600 align-middle" role="img" aria-label={m.dash_new()} />
              ) : null}
              {o.lineCount > 1 ? m.dash_order_row_more({ name: o.itemName, count: o.lineCount - 1 }) : o.itemName}{" "}
              <span className="text-gray-500">× {o.quantity}</span>
            </p>
            <p className="text-sm text-gray-600">
              #{orderNumber(o.id)} · {o.customerName ? `${o.customerName} · ` : ""}
              {formatDateTime(o.createdAt)}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold tabular-nums">{formatPaise(o.totalPaise)}</p>
            <span className="flex flex-wrap justify-end gap-1">
              <StatusBadge status={o.status} />
              {o.paymentStatus && o.paymentStatus !== "none" ? <PaymentBadge status={o.paymentStatus} /> : null}
              {o.returnOpen ? <ReturnStatusBadge status="requested" label={m.dash_return_waiting()} /> : null}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
