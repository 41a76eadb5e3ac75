// One order: customer, items, delivery, contact links and the status buttons with their history.
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Link, redirect, useFetcher, useLoaderData } from "react-router";
import { z } from "zod";
import { StatusBadge } from "~/components/account/orders";
import { ReturnedForm } from "~/components/dashboard/order-returned";
import { ShippedForm, shipFetcherKey, TrackingForm } from "~/components/dashboard/order-tracking";
import { SHOPPER_COD_INTENT, ShopperRecord } from "~/components/dashboard/shopper-record";
import { Card, formatDateTime, PageHeader } from "~/components/dashboard/ui";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { OrderDocumentsList } from "~/components/orders/order-documents";
import { PaymentBadge } from "~/components/payments/payment-badge";
import { CodLine, SellerPaymentPanel } from "~/components/payments/seller-payment-panel";
import { ReturnedLineBadge } from "~/components/returns/return-request-list";
import { SellerReturns } from "~/components/returns/seller-returns";
import { buttonVariants } from "~/components/ui/button";
import { ownerContext, servicesContext, shopContext } from "~/context";
import type { Database } from "~/db/client.server";
import type { OrderStatus } from "~/db/schema/values";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import { shopperRecord } from "~/domain/customers/shopper-record.server";
import { DomainError } from "~/domain/errors";
import { orderDocuments } from "~/domain/invoices/invoices.server";
import { hasDocumentsToShow } from "~/domain/invoices/order-documents";
import { cancelOrderLine } from "~/domain/orders/cancel-line.server";
import { currentOrderId } from "~/domain/orders/order-lines.server";
import { orderNumber } from "~/domain/orders/reference";
import { returnReasonLabel } from "~/domain/orders/returned";
import { canCancelLine, endedUndelivered } from "~/domain/orders/seller-actions";
import { changeOrderStatus, getSellerOrder, markOrderSeen, updateTracking } from "~/domain/orders/seller-orders.server";
import { orderStatusWord } from "~/domain/orders/status-words";
import { orderMessages, orderSummaryText } from "~/domain/orders/whatsapp-messages";
import { withCodConfirmHref } from "~/domain/payments/cod/cod-link.server";
import { codState } from "~/domain/payments/cod/cod-state";
import { RefundFormSchema, SELLER_PAYMENT_INTENTS, type SellerPaymentIntent, SellerPaymentSchema } from "~/domain/payments/payment-forms";
import { confirmPayment, getSellerPayment, markCollected, markNotReceived, recordRefund } from "~/domain/payments/seller-payment.server";
import { shownPaymentStatus } from "~/domain/payments/status";
import { SELLER_RETURN_INTENTS, type SellerReturnInput, SellerReturnSchema } from "~/domain/returns/forms";
import { actOnReturn } from "~/domain/returns/seller.server";
import { sellerReturns, withReturnedLines } from "~/domain/returns/views.server";
import { logAccess } from "~/http/access-log.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess, throwNotFound } from "~/http/reply.server";
import { shopperCodAction } from "~/http/shopper-cod.server";
import { isLocale } from "~/i18n/locales";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { whatsappLink } from "~/utils/whatsapp";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: m.dash_meta_page({ page: m.dash_order_title({ ref: data ? orderNumber(data.order.id) : "" }) }) },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, env, secret } = context.get(servicesContext);
  const order = await getSellerOrder(db, shop.id, params.orderId);
  if (!order) {
    // A link from before one order per purchase names one of the order's lines: go to the order.
    const current = await currentOrderId(db, shop.id, params.orderId);
    if (current && current !== params.orderId) throw redirect(`/${shop.handle}/dashboard/orders/${current}`, 301);
    throwNotFound(m.dash_err_order_not_found());
  }
  const [payment, documents, record, returns] = await Promise.all([
    getSellerPayment(db, shop.id, order.id),
    orderDocuments(db, { sellerId: shop.id }, order.id),
    shopperRecord(db, shop.id, order.customerId),
    sellerReturns(db, order.id),
    logAccess(context, request, "owner", {
      action: "read",
      subjectKind: "order",
      subjectId: order.id,
      subjectUserId: order.customerId,
      sellerId: shop.id,
    }),
  ]);
  const messages = orderMessages({
    reference: order.number,
    customerName: order.customerName,
    contactNumber: order.contactNumber,
    shopName: shop.shopName,
    shopUrl: `${env.BASE_URL}/${shop.handle}`,
    tracking: order.tracking,
    status: order.status,
    shopperLocale: order.customerLocale && isLocale(order.customerLocale) ? order.customerLocale : null,
    returnApproved: returns.some((r) => r.status === "approved"),
    payment: payment && {
      method: payment.method,
      status: payment.status,
      checkoutId: payment.id,
      totalPaise: payment.totalPaise,
      dueAt: payment.dueAt ? new Date(payment.dueAt) : null,
    },
    codConfirmUrl: withCodConfirmHref(
      { id: order.id, status: order.status, checkout: { cod: payment?.method === "cod" ? codState(payment) : null } },
      secret,
      shop.handle,
    ).checkout.codConfirmHref,
  });
  return {
    order: withReturnedLines(order, returns),
    payment,
    messages,
    shop: { handle: shop.handle, shopName: shop.shopName },
    documents,
    record,
    returns,
  };
}

// The tracking fields are checked by the domain (app/domain/orders/tracking.ts), which names the field at fault.
const OrderAction = z.object({
  intent: z.string().optional(),
  status: z.string().default(""),
  courier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  line: z.coerce.number().int().optional(),
  returnReason: z.string().optional(),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = context.get(ownerContext);
  const { form, submission } = await parseSubmission(request, OrderAction);
  if (submission.status !== "success") return invalidSubmission(submission);
  if ((SELLER_PAYMENT_INTENTS as readonly string[]).includes(submission.value.intent ?? ""))
    return paymentAction(context.get(servicesContext).db, { sellerId: shop.id, actorUserId: user.id, orderId: params.orderId }, form);
  if ((SELLER_RETURN_INTENTS as readonly string[]).includes(submission.value.intent ?? ""))
    return returnAction(context.get(servicesContext).db, shop.id, form);
  if (submission.value.intent === SHOPPER_COD_INTENT)
    return shopperCodAction(context.get(servicesContext).db, shop.id, { orderId: params.orderId }, form);
  try {
    if (submission.value.intent === "seen") {
      await markOrderSeen(context.get(servicesContext).db, shop.id, params.orderId);
      return replySuccess(undefined, m.dash_order_seen());
    }
    const { intent, status, line, ...details } = submission.value;
    if (intent === "cancel-line") {
      const { totalPaise } = await cancelOrderLine(context.get(servicesContext).db, shop.id, params.orderId, line ?? -1);
      return replySuccess(undefined, m.dash_line_cancelled({ total: formatPaise(totalPaise) }));
    }
    if (intent === "tracking") {
      await updateTracking(context.get(servicesContext).db, shop.id, params.orderId, details);
      return replySuccess(undefined, m.dash_tracking_saved());
    }
    const { to } = await changeOrderStatus(context.get(servicesContext).db, shop.id, params.orderId, status, user.id, details);
    return replySuccess(undefined, m.dash_order_marked({ status: orderStatusWord(to) }));
  } catch (error) {
    return errorReply(error, submission);
  }
}

const returnDone = (intent: SellerReturnInput["intent"]) =>
  ({
    "return-approve": m.dash_return_approved,
    "return-decline": m.dash_return_declined,
    "return-refund": m.dash_return_refunded,
    "return-exchange": m.dash_return_exchanged,
  })[intent]();

/** The Returns panel's intents: decide a request, then record its refund or ship its exchange. */
async function returnAction(db: Database, sellerId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: SellerReturnSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await actOnReturn(db, { sellerId }, submission.value);
    return replySuccess(undefined, returnDone(submission.value.intent));
  } catch (error) {
    return errorReply(error, submission);
  }
}

const paymentDone = (intent: SellerPaymentIntent) =>
  ({
    "pay-confirm": m.dash_pay_marked_paid,
    "pay-not-received": m.dash_pay_marked_not_received,
    "pay-collected": m.dash_pay_marked_collected,
    "pay-refund": m.dash_refund_recorded,
  })[intent]();

/** The Payment panel's intents (the seller's side of getting paid), with the status the seller saw. */
async function paymentAction(db: Database, who: { sellerId: string; actorUserId: string; orderId: string }, form: FormData) {
  const refund = form.get("intent") === "pay-refund";
  const submission = parseWithZod(form, { schema: refund ? RefundFormSchema : SellerPaymentSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  const value = submission.value;
  try {
    // The order's id is its checkout's; the change is scoped by the shop, so another's order is not found.
    const call = { sellerId: who.sellerId, actorUserId: who.actorUserId, checkoutId: who.orderId, seen: value.from };
    if ("amount" in value) await recordRefund(db, call, { amountPaise: value.amount, utr: value.refundUtr });
    else if (value.intent === "pay-confirm") await confirmPayment(db, call);
    else if (value.intent === "pay-not-received") await markNotReceived(db, call);
    else if (value.intent === "pay-collected")
      await markCollected(db, { ...call, cashAtShop: "cashAtShop" in value && value.cashAtShop === "yes" });
    else throw new DomainError("unknown_action", m.dash_unknown_payment_action());
    return replySuccess(undefined, paymentDone(value.intent));
  } catch (error) {
    return errorReply(error, submission);
  }
}

const actionLabel = (to: OrderStatus) =>
  ({
    pending: "",
    confirmed: m.dash_action_confirmed(),
    processing: m.dash_action_processing(),
    shipped: m.dash_action_shipped(),
    delivered: m.dash_action_delivered(),
    cancelled: m.dash_action_cancelled(),
    returned: m.dash_action_returned(),
  })[to];

export default function OrderDetail() {
  const { order, payment, messages, shop, documents, record, returns } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // Shown on screen, so seen: a POST, since loaders (and so link prefetches) never write.
  const seen = useFetcher<typeof action>();
  const markSeen = !order.seen && seen.state === "idle" && !seen.data;
  useEffect(() => {
    if (markSeen) seen.submit({ intent: "seen" }, { method: "post" });
  }, [markSeen, seen.submit]);
  useReplyToast(fetcher);
  const ship = useFetcher<typeof action>({ key: shipFetcherKey(order.id) });
  useReplyToast(ship);
  const busy = fetcher.state !== "idle" || ship.state !== "idle";
  const summary = orderSummaryText({
    customerName: order.customerName,
    shopName: shop.shopName,
    reference: orderNumber(order.id),
    items: order.items.filter((i) => !i.cancelled),
    amountPaise: order.totalPaise,
    status: order.status,
  });
  const quantity = order.items.reduce((n, i) => n + (i.cancelled ? 0 : i.quantity), 0);
  const lineCancellable = canCancelLine(order.status, order.items.filter((i) => !i.cancelled).length);
  // Cash still to take (on delivery or at the shop): the one amount, said so the courier cannot misread it.
  const collect = payment?.status === "to_collect" && !endedUndelivered(order.status);
  const chat = whatsappLink(order.contactNumber, summary);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${shop.handle}/dashboard/orders`} className="font-medium text-brand-700 hover:underline">
          {m.dash_all_orders()}
        </Link>
      </p>
      <PageHeader title={m.dash_order_title({ ref: orderNumber(order.id) })}>
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          {payment && payment.method !== "none" ? <PaymentBadge status={shownPaymentStatus(payment.status, order.status)} /> : null}
          <a
            href={`/${shop.handle}/dashboard/orders/${order.id}/packing-slip.pdf`}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {m.dash_packing_slip_a4()}
          </a>
          <a
            href={`/${shop.handle}/dashboard/orders/${order.id}/packing-slip.pdf?size=label`}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {m.dash_packing_slip_label()}
          </a>
        </span>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card>
            <h2 className="font-semibold">{m.dash_items()}</h2>
            <ul className="mt-2 divide-y divide-gray-100">
              {order.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-3 py-2">
                  {item.imageKey ? (
                    <img src={imageUrl(item.imageKey, 320)} alt="" className="h-16 w-16 shrink-0 rounded-md object-cover" />
                  ) : (
                    <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-gray-100 text-xs text-gray-500">
                      {m.dash_no_image()}
                    </div>
                  )}
                  <div className="min-w-0 flex-1 basis-40 text-sm">
                    <p className="font-medium">
                      <span className={item.cancelled ? "text-gray-600 line-through" : undefined}>{item.name}</span>{" "}
                      {item.returned ? <ReturnedLineBadge /> : item.cancelled ? <StatusBadge status="cancelled" /> : null}
                    </p>
                    <p className={`text-gray-600 ${item.cancelled ? "line-through" : ""}`}>
                      {colourLabel(item.color)} · {sizeLabel(item.size)} · {formatPaise(item.pricePaise)} × {item.quantity}
                    </p>
                  </div>
                  <p className={`ml-auto font-semibold tabular-nums ${item.cancelled ? "text-gray-600 line-through" : ""}`}>
                    {formatPaise(item.pricePaise * item.quantity)}
                  </p>
                  {lineCancellable && !item.cancelled ? (
                    <fetcher.Form method="post">
                      <input type="hidden" name="intent" value="cancel-line" />
                      <input type="hidden" name="line" value={item.lineNo} />
                      <button
                        type="submit"
                        disabled={busy}
                        className={buttonVariants({ variant: "danger", size: "sm" })}
                        aria-label={m.dash_cancel_line_label({
                          item: `${item.name} (${colourLabel(item.color)}, ${sizeLabel(item.size)})`,
                        })}
                      >
                        {m.dash_cancel_line()}
                      </button>
                    </fetcher.Form>
                  ) : null}
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-gray-100 pt-3 text-sm">
              <dt className="text-gray-600">{m.dash_total_quantity()}</dt>
              <dd className="text-right">{quantity}</dd>
              <dt className="text-gray-600">{m.dash_subtotal()}</dt>
              <dd className="text-right tabular-nums">{formatPaise(order.subtotalPaise)}</dd>
              <dt className="font-semibold">{m.dash_total_amount()}</dt>
              <dd className="text-right font-semibold tabular-nums">{formatPaise(order.totalPaise)}</dd>
            </dl>
            {collect ? (
              <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-lg font-bold text-amber-900" data-testid="collect-amount">
                {m.dash_collect_amount({ amount: formatPaise(order.totalPaise) })}
              </p>
            ) : null}
          </Card>
          <SellerReturns requests={returns} fetcher={fetcher} busy={busy} />
          <Card>
            <h2 className="font-semibold">{m.dash_status()}</h2>
            {/* Before the parcel goes: whether the shopper confirmed cash on delivery, beside the button that sends it. */}
            {order.next.includes("shipped") && payment?.method === "cod" && !payment.codConfirmedAt ? <CodLine p={payment} /> : null}
            {order.next.includes("shipped") ? <ShippedForm orderId={order.id} /> : null}
            {order.status === "shipped" ? <TrackingForm tracking={order.tracking} /> : null}
            {order.next.includes("returned") ? <ReturnedForm fetcher={fetcher} busy={busy} /> : null}
            {order.returnReason ? (
              <p className="mt-2 text-sm" data-testid="return-reason">
                {m.dash_returned_because({ reason: returnReasonLabel(order.returnReason) })}
              </p>
            ) : null}
            {order.next.length ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {order.next
                  .filter((to) => to !== "shipped" && to !== "returned")
                  .map((to) => (
                    <fetcher.Form method="post" key={to}>
                      <input type="hidden" name="status" value={to} />
                      <button
                        type="submit"
                        disabled={busy}
                        className={to === "cancelled" ? buttonVariants({ variant: "danger" }) : buttonVariants({ variant: "primary" })}
                      >
                        {actionLabel(to)}
                      </button>
                    </fetcher.Form>
                  ))}
              </div>
            ) : (
              <p className="mt-2 text-sm text-gray-600">{m.dash_status_final({ status: orderStatusWord(order.status) })}</p>
            )}
            <ol className="mt-4 space-y-1 border-t border-gray-100 pt-3 text-sm" aria-label={m.dash_status_history()}>
              {order.history.map((h) => (
                <li key={`${h.status}-${h.at}`} className="flex flex-wrap justify-between gap-2">
                  <span>
                    <StatusBadge status={h.status} />{" "}
                    <span className="text-gray-600">{m.dash_by_actor({ actor: h.actor ?? m.dash_someone() })}</span>
                  </span>
                  <time dateTime={h.at} className="text-gray-600">
                    {formatDateTime(h.at)}
                  </time>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="space-y-4">
          {payment ? <SellerPaymentPanel payment={payment} /> : null}
          {hasDocumentsToShow(documents, order.status) ? (
            <Card>
              <h2 className="font-semibold">{m.common_documents()}</h2>
              <OrderDocumentsList
                documents={documents}
                status={order.status}
                base={`/${shop.handle}/dashboard/orders/${order.id}`}
                waiting={order.deliveryMode === "in-shop" ? m.dash_invoice_when_collected() : m.dash_invoice_when_ships()}
              />
            </Card>
          ) : null}
          <Card>
            <h2 className="font-semibold">{m.dash_customer()}</h2>
            <p className="mt-2 font-medium">{order.customerName}</p>
            {order.customerEmail ? <p className="text-sm break-all text-gray-600">{order.customerEmail}</p> : null}
            <p className="mt-1 text-sm text-gray-700">{order.contactNumber}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={`tel:${order.contactNumber}`} className={buttonVariants()}>
                {m.dash_call()}
              </a>
              {chat ? (
                <a href={chat} target="_blank" rel="noreferrer" className={buttonVariants()}>
                  {/* i18n-ignore: a brand name */}
                  WhatsApp
                </a>
              ) : null}
            </div>
            {record ? <ShopperRecord record={record} /> : null}
          </Card>
          {messages.length ? (
            <Card>
              <h2 className="font-semibold">{m.dash_message_on_whatsapp()}</h2>
              <p className="mt-1 text-xs text-gray-600">{m.dash_whatsapp_hint()}</p>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.dash_whatsapp_list()}>
                {messages.map((msg) => (
                  <li key={msg.key}>
                    <a href={msg.href} target="_blank" rel="noreferrer" className={buttonVariants({ size: "sm" })}>
                      {msg.label}
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card>
            <h2 className="font-semibold">{m.dash_delivery()}</h2>
            <p className="mt-2 text-sm font-medium">
              {order.deliveryMode === "in-shop" ? m.dash_in_shop_pickup() : m.dash_home_delivery()}
            </p>
            <p className="mt-1 text-sm text-gray-700">{order.shippingAddress}</p>
            <p className="mt-2 text-xs text-gray-500">{m.dash_ordered_at({ date: formatDateTime(order.createdAt) })}</p>
          </Card>
        </div>
      </div>
    </>
  );
}
