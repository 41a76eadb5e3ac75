// Orders History table and Order Details, shared by /{shop}/orders and the customer popup.

import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderDocumentsList } from "~/components/orders/order-documents";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ReturnedLineBadge } from "~/components/returns/return-request-list";
import { useShopClosed } from "~/components/shop/use-shop-closed";
import { ShopWhatsappButton } from "~/components/shop/whatsapp-button";
import { buttonVariants } from "~/components/ui/button";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import { hasDocumentsToShow, type OrderDocuments } from "~/domain/invoices/order-documents";
import { orderNumber } from "~/domain/orders/reference";
import type { TimelineStep } from "~/domain/orders/timeline";
import { PAYMENT_STATUS_LABEL, type ShownPaymentStatus } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
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
  returned: "bg-orange-100 text-orange-800",
};

/** An order status's name on its badge; an unknown status shows as it is. */
const statusName = (status: string): string => {
  const name: Record<string, () => string> = {
    pending: m.account_badge_pending,
    confirmed: m.account_badge_confirmed,
    processing: m.account_badge_processing,
    shipped: m.account_badge_shipped,
    delivered: m.account_badge_delivered,
    cancelled: m.account_badge_cancelled,
    returned: m.account_badge_returned,
  };
  return Object.hasOwn(name, status) ? name[status]() : status;
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${BADGE[status] ?? BADGE.pending}`}>
      {statusName(status)}
    </span>
  );
}

interface OrderRow {
  id: string;
  createdAt: string;
  status: string;
  totalPaise: number;
  paymentStatus: ShownPaymentStatus;
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
  if (orders.length === 0) return <p className="py-6 text-center text-gray-600">{m.account_no_orders()}</p>;
  return (
    // Relative: the header's screen-reader-only label is positioned absolutely, and would otherwise
    // stretch the whole page sideways on a phone instead of staying inside this scroll box.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <thead className="border-b border-gray-200 text-xs uppercase text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {m.account_order_id()}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.account_date()}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.account_status()}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.account_payment()}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {m.account_amount()}
            </th>
            <th scope="col" className="py-2 text-right">
              <span className="sr-only">{m.account_view()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="py-2 pr-3 font-mono text-xs">{orderNumber(o.id)}</td>
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
                    aria-label={m.account_view_order({ reference: orderNumber(o.id) })}
                  >
                    {m.account_view()}
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => onView?.(o.id)}
                    className="font-semibold text-brand-700 hover:underline"
                    aria-label={m.account_view_order({ reference: orderNumber(o.id) })}
                  >
                    {m.account_view()}
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
  items: Array<{
    name: string;
    pricePaise: number;
    quantity: number;
    color: string;
    size: string;
    imageKey: string | null;
    cancelled: boolean;
    /** The line left the order as a refunded return (not cancelled by the seller). */
    returned?: boolean;
  }>;
  checkout: OrderCheckout;
  timeline: TimelineStep[];
}

export function OrderDetails({
  shop,
  order,
  backHref,
  onBack,
  documents,
  businessBuyer = null,
  level = 2,
  returns = null,
}: {
  shop: string;
  order: OrderDetailsData;
  /** The title's heading level: 1 as a page of its own, 2 inside the profile popup (titled by its h2). */
  level?: 1 | 2;
  backHref?: string;
  onBack?: () => void;
  /** The order's tax documents (the order's own page lists them; the profile popup does not). */
  documents?: OrderDocuments;
  /** The business the order was bought for (its GSTIN goes on the tax invoice); null: a consumer purchase. */
  businessBuyer?: { gstin: string; name: string } | null;
  /** The order's returns panel (the order's own page shows it; the profile popup does not). */
  returns?: ReactNode;
}) {
  const back = buttonVariants();
  const closed = useShopClosed();
  const [Title, Section] = headingTags(level);
  return (
    <article className="space-y-5" aria-labelledby="order-details-title">
      <div className="flex items-center justify-between gap-3">
        <Title id="order-details-title" className="text-xl font-bold text-gray-900">
          {m.account_order_details()}
        </Title>
        {backHref ? (
          <Link to={backHref} className={back}>
            {m.account_back_to_orders()}
          </Link>
        ) : (
          <button type="button" onClick={onBack} className={back}>
            {m.account_back_to_orders()}
          </button>
        )}
      </div>
      <section aria-label={m.account_order_summary()} className="rounded-lg border border-gray-200 p-4">
        <Section className="mb-2 font-semibold text-gray-900">{m.account_order_summary()}</Section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{m.account_order_id()}</dt>
          <dd className="font-mono">{orderNumber(order.id)}</dd>
          <dt className="text-gray-600">{m.account_status()}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
          <dt className="text-gray-600">{m.account_order_date()}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt className="text-gray-600">{m.account_delivery_mode()}</dt>
          <dd>{order.deliveryMode === "in-shop" ? m.account_mode_in_shop() : m.account_mode_delivery()}</dd>
          <dt className="text-gray-600">{m.account_total_amount_label()}</dt>
          <dd className="font-semibold">{formatPaise(order.totalPaise)}</dd>
          <dt className="text-gray-600">{m.account_total_quantity()}</dt>
          <dd>{order.quantity}</dd>
          {businessBuyer ? (
            <>
              <dt className="text-gray-600">{m.account_buyer_gstin_label()}</dt>
              <dd>{m.account_business_purchase({ gstin: businessBuyer.gstin })}</dd>
              <dt className="text-gray-600">{m.account_buyer_name_label()}</dt>
              <dd>{businessBuyer.name}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {documents && hasDocumentsToShow(documents, order.status) ? (
        <section aria-label={m.common_documents()} className="rounded-lg border border-gray-200 p-4">
          <Section className="font-semibold text-gray-900">{m.common_documents()}</Section>
          <OrderDocumentsList
            documents={documents}
            status={order.status}
            base={`/${shop}/orders/${order.id}`}
            waiting={order.deliveryMode === "in-shop" ? m.account_invoice_when_collected() : m.account_invoice_when_ships()}
          />
        </section>
      ) : null}
      <section aria-labelledby="order-timeline-title" className="rounded-lg border border-gray-200 p-4">
        <Section id="order-timeline-title" className="mb-3 font-semibold text-gray-900">
          {m.account_order_timeline()}
        </Section>
        <OrderTimeline steps={order.timeline} />
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3 empty:hidden">
          <ShopWhatsappButton text={m.account_whatsapp_question({ reference: orderNumber(order.id) })} />
          {/* A closed shop has no tracking page left (and, once its owner is erased, no phone: the row goes). */}
          {closed ? null : (
            <Link to={`/${shop}/track`} className="text-sm font-medium text-brand-700 hover:underline">
              {m.account_track_your_order()}
            </Link>
          )}
        </div>
      </section>
      <OrderPayment shop={shop} checkout={order.checkout} level={level} />
      <OrderItems items={order.items} Heading={Section} />
      {returns}
      <section aria-label={m.account_shipping_contact()} className="rounded-lg border border-gray-200 p-4 text-sm">
        <Section className="mb-2 font-semibold text-gray-900">{m.account_shipping_contact()}</Section>
        <p>
          <span className="text-gray-600">{m.account_shipping_address_label()}</span>
          {order.shippingAddress}
        </p>
        <p>
          <span className="text-gray-600">{m.account_contact_number()}</span>
          {order.contactNumber}
        </p>
      </section>
    </article>
  );
}

/** An order's lines with their pictures; a line the seller cancelled says so. */
export function OrderItems({ items, Heading }: { items: OrderDetailsData["items"]; Heading: "h2" | "h3" | "h4" }) {
  return (
    <section aria-label={m.account_items()} className="rounded-lg border border-gray-200 p-4">
      <Heading className="mb-2 font-semibold text-gray-900">{m.account_items()}</Heading>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{m.account_no_items()}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((i) => (
            <li key={`${i.name}-${i.color}-${i.size}`} className="flex gap-3 py-2 text-sm">
              <div className="size-16 shrink-0 overflow-hidden rounded bg-gray-100">
                {i.imageKey ? (
                  <img src={imageUrl(i.imageKey, 320)} alt="" className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center text-xs text-gray-500">{m.account_no_image_cap()}</span>
                )}
              </div>
              <div className={i.cancelled ? "text-gray-500" : undefined}>
                <p className="font-medium text-gray-900">
                  {i.name} {i.returned ? <ReturnedLineBadge /> : i.cancelled ? <StatusBadge status="cancelled" /> : null}
                </p>
                <p className="text-gray-600">
                  {m.account_item_line({
                    price: formatPaise(i.pricePaise),
                    quantity: i.quantity,
                    color: colourLabel(i.color),
                    size: sizeLabel(i.size),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
