// An order status as a word in the request's language ("confirmed" in English, as the spec's sentences
// name it): the dashboard's Orders filter, its order page, status toasts and errors.
import type { OrderStatus } from "~/db/schema/values";
import * as m from "~/i18n/messages";

export function orderStatusWord(status: OrderStatus): string {
  switch (status) {
    case "pending":
      return m.dash_status_pending();
    case "confirmed":
      return m.dash_status_confirmed();
    case "processing":
      return m.dash_status_processing();
    case "shipped":
      return m.dash_status_shipped();
    case "delivered":
      return m.dash_status_delivered();
    case "cancelled":
      return m.dash_status_cancelled();
    case "returned":
      return m.dash_status_returned();
  }
}
