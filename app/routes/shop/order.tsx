// /{shop}/orders/{orderId}: one of the customer's own orders, with its returns; anyone else's is a 404.

import { redirect, useLoaderData } from "react-router";
import { OrderDetails } from "~/components/account/orders";
import { ShopperReturns } from "~/components/returns/shopper-returns";
import { customerContext, servicesContext, shopContext } from "~/context";
import { orderBusinessBuyer } from "~/domain/checkout/business-buyer.server";
import { discardImage, storeImage } from "~/domain/images/images.server";
import { orderDocuments } from "~/domain/invoices/invoices.server";
import { getCustomerOrder } from "~/domain/orders/customer-orders.server";
import { currentOrderId } from "~/domain/orders/order-lines.server";
import { withCodConfirmHref } from "~/domain/payments/cod/cod-link.server";
import { closedShopReturns, isClosed, shopClosed } from "~/domain/privacy/closed-shop.server";
import { MAX_RETURN_PHOTOS, RETURN_PHOTO_RULES, ReturnRequestSchema } from "~/domain/returns/forms";
import { requestReturn, withdrawReturn } from "~/domain/returns/request.server";
import { shopperReturns, withReturnedLines } from "~/domain/returns/views.server";
import { uploadLimits } from "~/http/body.server";
import { customerGuard } from "~/http/guards.server";
import { errorReply, invalidSubmission, onImageField, parseSubmission, replySuccess, throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/order";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_order() }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const db = context.get(servicesContext).db;
  const order = await getCustomerOrder(db, user.id, shop.id, params.orderId);
  if (!order) {
    // A link from before one order per purchase names one of the order's lines: go to the order.
    const current = await currentOrderId(db, shop.id, params.orderId);
    if (current && current !== params.orderId) throw redirect(`/${shop.handle}/orders/${current}`, 301);
    throwNotFound(m.account_order_not_found());
  }
  const [documents, businessBuyer, returns] = await Promise.all([
    orderDocuments(db, { sellerId: shop.id, userId: user.id }, order.id),
    orderBusinessBuyer(db, user.id, order.id),
    shopperReturns(db, shop.id, order),
  ]);
  return {
    shop: shop.handle,
    order: withReturnedLines(withCodConfirmHref(order, context.get(servicesContext).secret, shop.handle), returns.requests),
    documents,
    businessBuyer,
    // A closed shop's order is read-only: no return to ask for or take back (its COD and payment pages are gone).
    returns: isClosed(shop) ? closedShopReturns(returns) : returns,
  };
}

// The order's returns: the shopper asks for one, with photos (or takes an undecided one back); the domain checks the rest.
export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const { db, storage } = context.get(servicesContext);
  if (isClosed(shop)) return errorReply(shopClosed());
  const limits = uploadLimits(RETURN_PHOTO_RULES.maxBytes, MAX_RETURN_PHOTOS);
  const { form, submission } = await parseSubmission(request, ReturnRequestSchema, limits);
  const who = { userId: user.id, sellerId: shop.id };
  if (form.get("intent") === "return-withdraw") {
    try {
      await withdrawReturn(db, who, params.orderId, String(form.get("returnId") ?? ""));
      return replySuccess(undefined, m.account_return_withdrawn());
    } catch (error) {
      return errorReply(error);
    }
  }
  if (submission.status !== "success") return invalidSubmission(submission);
  const { photos = [], ...input } = submission.value;
  const keys: string[] = [];
  try {
    for (const photo of photos.filter((p) => p.size > 0))
      keys.push(await storeImage(storage, new Uint8Array(await photo.arrayBuffer()), RETURN_PHOTO_RULES, `returns/${shop.id}`));
    await requestReturn(db, who, params.orderId, input, keys);
    return replySuccess(undefined, m.account_return_sent());
  } catch (error) {
    // Refused: the photos stored for it go too.
    await Promise.all(keys.map((key) => discardImage(storage, key)));
    return errorReply(onImageField(ReturnRequestSchema, "photos", error), submission);
  }
}

export default function Order() {
  const { shop, order, documents, businessBuyer, returns } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <OrderDetails
        shop={shop}
        order={order}
        backHref={`/${shop}/orders`}
        documents={documents}
        businessBuyer={businessBuyer}
        level={1}
        returns={<ShopperReturns returns={returns} Heading="h2" />}
      />
    </main>
  );
}
