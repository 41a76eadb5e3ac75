// The popup's Orders History and Order Details tabs, over /{shop}/profile?orders and ?order=ID.
import * as m from "~/i18n/messages";
import { OrderDetails, type OrderDetailsData, OrdersTable } from "./orders";
import { useJson } from "./use-json";

type OrderRow = Parameters<typeof OrdersTable>[0]["orders"][number];

export function OrdersTab({ shop, onView }: { shop: string; onView(id: string): void }) {
  const [data] = useJson<{ orders: OrderRow[] }>(`/${shop}/profile?orders`);
  if (data.state !== "done") return <FetchState state={data.state} loading={m.account_loading_orders()} />;
  return <OrdersTable orders={data.value.orders} onView={onView} />;
}

export function OrderDetailsTab({ shop, id, onBack }: { shop: string; id: string; onBack(): void }) {
  const [data] = useJson<{ order: OrderDetailsData }>(`/${shop}/profile?order=${encodeURIComponent(id)}`);
  if (data.state !== "done") return <FetchState state={data.state} loading={m.account_loading_order()} />;
  return <OrderDetails shop={shop} order={data.value.order} onBack={onBack} />;
}

/** The orders tabs' loading line and the failure message (docs/product.md#orders). */
function FetchState({ state, loading }: { state: "loading" | "error"; loading: string }) {
  return state === "loading" ? (
    <p role="status" className="py-6 text-center text-gray-500">
      {loading}
    </p>
  ) : (
    <p role="alert" className="py-6 text-center text-red-600">
      {m.account_orders_failed()}
    </p>
  );
}
