// Orders History table and Order Details, shared by /{shop}/orders and the customer popup.
import { Link } from "react-router";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ShopWhatsappButton } from "~/components/shop/whatsapp-button";
import { buttonVariants } from "~/components/ui/button";
import type { PaymentStatus } from "~/db/schema/values";
import { orderReference } from "~/domain/orders/reference";
import type { TimelineStep } from "~/domain/orders/timeline";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import { imageUrl } from "~/media/urls";
import { formatDate, formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { headingTags, type OrderCheckout, OrderPayment } from "./order-payment";

// Badge colours per status; an unknown status shows gray (docs/product.md#orders).
const BADGE: Record<string, string> = {
  pending: "bg-gray-100 text-gray-800",
  confirmed: "bg-purple-100 text-purple-800",
  processing: "bg-yellow-100 text-yellow-800",
  shipped: "bg-blue-100 text-blue-800",
  delivered: "bg-green-100 text-green-800",
  cancelled: "bg-red-100 text-red-800",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${BADGE[status] ?? BADGE.pending}`}>
      {status}
    </span>
  );
}

/** The order reference shoppers and sellers see ("9431901B"). */
export const shortId = orderReference;

interface OrderRow {
  id: string;
  createdAt: string;
  status: string;
  totalPaise: number;
  paymentStatus: PaymentStatus;
}

/** `viewHref` renders View as a link (page); `onView` as a button (popup). */
export function OrdersTable({
  orders,
  viewHref,
  onView,
}: {
  orders: OrderRow[];
  viewHref?: (id: string) => string;
  onView?: (id: string) => void;
}) {
  if (orders.length === 0) return <p className="py-6 text-center text-gray-600">No orders found.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <thead className="border-b border-gray-200 text-xs uppercase text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Order ID
            </th>
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Payment
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Amount
            </th>
            <th scope="col" className="py-2 text-right">
              <span className="sr-only">View</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="py-2 pr-3 font-mono text-xs">{shortId(o.id)}</td>
              <td className="py-2 pr-3">{formatDate(o.createdAt)}</td>
              <td className="py-2 pr-3">
                <StatusBadge status={o.status} />
              </td>
              <td className="py-2 pr-3 text-gray-700">{PAYMENT_STATUS_LABEL[o.paymentStatus] ?? o.paymentStatus}</td>
              <td className="py-2 pr-3 text-right">{formatPaise(o.totalPaise)}</td>
              <td className="py-2 text-right">
                {viewHref ? (
                  <Link
                    to={viewHref(o.id)}
                    className="font-semibold text-brand-700 hover:underline"
                    aria-label={`View order ${shortId(o.id)}`}
                  >
                    View
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => onView?.(o.id)}
                    className="font-semibold text-brand-700 hover:underline"
                    aria-label={`View order ${shortId(o.id)}`}
                  >
                    View
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface OrderDetailsData {
  id: string;
  status: string;
  createdAt: string;
  deliveryMode: string;
  totalPaise: number;
  quantity: number;
  shippingAddress: string;
  contactNumber: string;
  items: Array<{ name: string; pricePaise: number; quantity: number; color: string; size: string; imageKey: string | null }>;
  checkout: OrderCheckout;
  timeline: TimelineStep[];
}

export function OrderDetails({
  shop,
  order,
  backHref,
  onBack,
  invoiceHref,
  level = 2,
}: {
  shop: string;
  order: OrderDetailsData;
  /** The title's heading level: 1 as a page of its own, 2 inside the profile popup (titled by its h2). */
  level?: 1 | 2;
  backHref?: string;
  onBack?: () => void;
  /** The order's invoice PDF, when it has one (orders placed before invoices existed do not). */
  invoiceHref?: string | null;
}) {
  const back = buttonVariants();
  const [Title, Section] = headingTags(level);
  return (
    <article className="space-y-5" aria-labelledby="order-details-title">
      <div className="flex items-center justify-between gap-3">
        <Title id="order-details-title" className="text-xl font-bold text-gray-900">
          Order Details
        </Title>
        {backHref ? (
          <Link to={backHref} className={back}>
            Back to Orders
          </Link>
        ) : (
          <button type="button" onClick={onBack} className={back}>
            Back to Orders
          </button>
        )}
      </div>
      <section aria-label="Order Summary" className="rounded-lg border border-gray-200 p-4">
        <Section className="mb-2 font-semibold text-gray-900">Order Summary</Section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">Order ID</dt>
          <dd className="font-mono">{shortId(order.id)}</dd>
          <dt className="text-gray-600">Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
          <dt className="text-gray-600">Order Date</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt className="text-gray-600">Delivery Mode</dt>
          <dd>{order.deliveryMode === "in-shop" ? "In-Shop Purchase" : "Delivery to Your Address"}</dd>
          <dt className="text-gray-600">Total Amount</dt>
          <dd className="font-semibold">{formatPaise(order.totalPaise)}</dd>
          <dt className="text-gray-600">Total Quantity</dt>
          <dd>{order.quantity}</dd>
        </dl>
        {invoiceHref ? (
          <a href={invoiceHref} download className="mt-3 inline-block text-sm font-medium text-blue-700 underline">
            Download invoice
          </a>
        ) : null}
      </section>
      <section aria-labelledby="order-timeline-title" className="rounded-lg border border-gray-200 p-4">
        <Section id="order-timeline-title" className="mb-3 font-semibold text-gray-900">
          Order Timeline
        </Section>
        <OrderTimeline steps={order.timeline} />
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3">
          <ShopWhatsappButton text={`Hi, I have a question about my order #${shortId(order.id)}.`} />
          <Link to={`/${shop}/track`} className="text-sm font-medium text-brand-700 hover:underline">
            Track your order
          </Link>
        </div>
      </section>
      <OrderPayment shop={shop} checkout={order.checkout} level={level} />
      <section aria-label="Items" className="rounded-lg border border-gray-200 p-4">
        <Section className="mb-2 font-semibold text-gray-900">Items</Section>
        {order.items.length === 0 ? (
          <p className="text-sm text-gray-600">No items found.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {order.items.map((i) => (
              <li key={`${i.name}-${i.color}-${i.size}`} className="flex gap-3 py-2 text-sm">
                <div className="size-16 shrink-0 overflow-hidden rounded bg-gray-100">
                  {i.imageKey ? (
                    <img src={imageUrl(i.imageKey, 320)} alt="" className="size-full object-cover" />
                  ) : (
                    <span className="flex size-full items-center justify-center text-xs text-gray-500">No Image</span>
                  )}
                </div>
                <div>
                  <p className="font-medium text-gray-900">{i.name}</p>
                  <p className="text-gray-600">
                    {formatPaise(i.pricePaise)} × {i.quantity} · Colour: {i.color} · Size: {i.size}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Shipping & Contact" className="rounded-lg border border-gray-200 p-4 text-sm">
        <Section className="mb-2 font-semibold text-gray-900">Shipping & Contact</Section>
        <p>
          <span className="text-gray-600">Shipping Address: </span>
          {order.shippingAddress}
        </p>
        <p>
          <span className="text-gray-600">Contact Number: </span>
          {order.contactNumber}
        </p>
      </section>
    </article>
  );
}
