// The signed-in shopper's 'Your Profile' popup (docs/product.md#customer-profile): Profile and Orders History
// tabs, Order Details, and Edit Profile with a photo. Data comes from /{shop}/profile (JSON).
// The shop header loads this module lazily, so none of it is in the shop's first-load JavaScript.
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { OrderDetailsTab, OrdersTab } from "./orders-tab";
import { ProfileTab } from "./profile-tab";

type Tab = "profile" | "orders" | "orderDetails";

const TABS: Array<[Tab, string]> = [
  ["profile", "Profile"],
  ["orders", "Orders History"],
];

export function CustomerMenu({ shop }: { shop: string }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("profile");
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setTab("profile");
          setOpen(true);
        }}
      >
        My Profile / Order History
      </Button>
      <Modal open={open} title="Your Profile" onClose={() => setOpen(false)} size="lg">
        {open ? <ProfilePopup shop={shop} tab={tab} setTab={setTab} /> : null}
      </Modal>
    </>
  );
}

function ProfilePopup({ shop, tab, setTab }: { shop: string; tab: Tab; setTab(t: Tab): void }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const panelId = useId();
  return (
    <div>
      <div role="tablist" aria-label="Your Profile" className="mb-4 flex gap-1 border-b border-gray-200">
        {TABS.map(([value, label]) => {
          const selected = tab === value || (value === "orders" && tab === "orderDetails");
          return (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              onClick={() => setTab(value)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel">
        {tab === "profile" ? <ProfileTab shop={shop} /> : null}
        {tab === "orders" ? (
          <OrdersTab
            shop={shop}
            onView={(id) => {
              setOrderId(id);
              setTab("orderDetails");
            }}
          />
        ) : null}
        {tab === "orderDetails" && orderId ? <OrderDetailsTab shop={shop} id={orderId} onBack={() => setTab("orders")} /> : null}
      </div>
    </div>
  );
}
