// The seller hears about new orders by e-mail, with a link to their orders screen.
import type { Mailer } from "~/mail/mailer.server";
import { formatPaise } from "~/utils/money";
import type { PlacedOrders } from "./place-orders.server";

export function newOrderEmail(shop: { handle: string; shopName: string; email: string }, placed: PlacedOrders, baseUrl: string) {
  const link = new URL(`/${shop.handle}/dashboard/orders`, baseUrl).toString();
  const n = placed.orders.length;
  const mode = placed.deliveryMode === "in-shop" ? "In-shop purchase" : "Delivery to the customer's address";
  const lines = placed.orders.map(
    (o) => `- ${o.name} (${o.color}, ${o.size}) × ${o.quantity} = ${formatPaise(o.totalPaise)}  [order ${o.id.slice(0, 8)}]`,
  );
  return {
    to: shop.email,
    subject: `${n} new order${n === 1 ? "" : "s"} at ${shop.shopName}`,
    text: [`${placed.customerName} placed ${n} order${n === 1 ? "" : "s"}. ${mode}.`, "", ...lines, "", `Manage your orders: ${link}`].join(
      "\n",
    ),
  };
}

/** Never fails the checkout: the orders are already saved; a lost e-mail is only logged. */
export async function notifySellerOfOrders(
  mailer: Mailer,
  shop: { handle: string; shopName: string; email: string },
  placed: PlacedOrders,
  baseUrl: string,
  log: (error: unknown) => void,
): Promise<void> {
  if (placed.replayed || !shop.email) return;
  try {
    await mailer.send(newOrderEmail(shop, placed, baseUrl));
  } catch (error) {
    log(error);
  }
}
