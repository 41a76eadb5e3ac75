// Any unknown path inside a shop (/{shop}/nope): a 404 that the shop layout's error boundary shows
// inside the shop's header and footer (routes/shop/layout.tsx), not the bare platform 404.
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";

export function loader() {
  throwNotFound(m.shop_not_found());
}

export default function ShopNotFound() {
  return null;
}
