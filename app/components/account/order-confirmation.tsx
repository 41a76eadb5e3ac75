// The page a checkout ends on (/{shop}/orders/{id}/placed): the spec's success notice, the order
// number, what was bought, the total and how it is paid (cash on delivery: the amount to keep ready),
// where it goes, what happens next, and the way on. A server-rendered page: it works without
// JavaScript and says the same after a reload.
import { Link } from "react-router";
import { TotalsList } from "~/components/cart/totals-list";
import { buttonVariants } from "~/components/ui/button";
import { orderTotalLabel } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { CodConfirmLink } from "./order-payment";
import { type OrderDetailsData, OrderItems } from "./orders";

type PlacedOrder = OrderDetailsData & { number: string; customerName: string };

/** How the order is paid, in one sentence with the amount: what the shopper must do, if anything. */
function howItIsPaid(order: PlacedOrder, shopName: string): string {
  const amount = formatPaise(order.totalPaise);
  const { paymentMethod, paymentStatus } = order.checkout;
  if (paymentStatus === "paid" || paymentStatus === "collected") return m.account_placed_paid({ amount });
  if (paymentMethod === "cod") return m.account_placed_keep_ready({ amount });
  if (paymentMethod === "pay_at_shop") return m.account_placed_pay_at_shop({ amount });
  if (paymentMethod === "upi")
    return paymentStatus === "claimed" ? m.account_placed_upi_claimed({ amount }) : m.account_placed_pay_upi({ amount });
  return m.account_placed_pay_seller({ shopName, amount });
}

export function OrderConfirmation({
  shop,
  shopName,
  order,
  sentText,
}: {
  shop: string;
  shopName: string;
  order: PlacedOrder;
  sentText: string;
}) {
  const inShop = order.deliveryMode === "in-shop";
  const steps = [
    m.account_placed_next_confirm({ shopName }),
    inShop ? m.account_placed_next_pickup() : m.account_placed_next_ship(),
    ...(order.checkout.paymentMethod === "cod" && order.checkout.paymentStatus === "to_collect"
      ? [m.account_placed_next_cod({ amount: formatPaise(order.totalPaise) })]
      : []),
  ];
  return (
    <article className="space-y-5" aria-labelledby="placed-title">
      <header className="rounded-lg border border-green-200 bg-green-50 p-4">
        <h1 id="placed-title" className="text-xl font-bold text-gray-900">
          {m.account_placed_title()}
        </h1>
        <p role="status" className="mt-1 text-green-900">
          {sentText}
        </p>
        <p className="mt-3 text-sm text-gray-700">
          {m.account_order_id()}{" "}
          <strong className="font-mono text-lg text-gray-900" data-testid="order-number">
            {order.number}
          </strong>
        </p>
      </header>
      <section aria-labelledby="placed-payment" className="rounded-lg border border-gray-200 p-4">
        <h2 id="placed-payment" className="mb-2 font-semibold text-gray-900">
          {m.account_payment()}
        </h2>
        <p className="text-base font-semibold text-gray-900" data-testid="how-paid">
          {howItIsPaid(order, shopName)}
        </p>
        <CodConfirmLink href={order.checkout.codConfirmHref} />
        {order.checkout.canPayNow ? (
          <Link to={`/${shop}/pay/${order.id}`} className={`${buttonVariants({ variant: "primary" })} mt-3`}>
            {m.account_pay_now()}
          </Link>
        ) : null}
        <div className="mt-4">
          <TotalsList
            totals={order.checkout.totals}
            couponCode={order.checkout.couponCode}
            totalLabel={orderTotalLabel(order.checkout.paymentStatus)}
            totalTestId="order-total"
          />
        </div>
      </section>
      <OrderItems items={order.items} Heading="h2" />
      <section aria-labelledby="placed-where" className="rounded-lg border border-gray-200 p-4 text-sm">
        <h2 id="placed-where" className="mb-2 font-semibold text-gray-900">
          {inShop ? m.account_placed_pickup_at() : m.account_placed_deliver_to()}
        </h2>
        <p>{order.customerName}</p>
        <p>{order.shippingAddress}</p>
        <p className="text-gray-600">{order.contactNumber}</p>
      </section>
      <section aria-labelledby="placed-next" className="rounded-lg border border-gray-200 p-4 text-sm">
        <h2 id="placed-next" className="mb-2 font-semibold text-gray-900">
          {m.account_placed_next_title()}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <nav aria-label={m.account_placed_links()} className="flex flex-wrap gap-3">
        <Link to={`/${shop}/orders/${order.id}`} className={buttonVariants({ variant: "primary" })}>
          {m.account_placed_view_order()}
        </Link>
        <Link to={`/${shop}/track`} className={buttonVariants()}>
          {m.account_track_your_order()}
        </Link>
        <Link to={`/${shop}`} className={buttonVariants()}>
          {m.account_continue_shopping_lower()}
        </Link>
      </nav>
    </article>
  );
}
