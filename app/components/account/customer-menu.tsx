// The signed-in shopper's 'Your Profile' popup (docs/product.md#customer-profile): Profile and Orders History
// tabs, Order Details, and Edit Profile with a photo. Data comes from /{shop}/profile (JSON).
// The shop header loads this module lazily, so none of it is in the shop's first-load JavaScript.

import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import * as m from "~/i18n/messages";
import { OrderDetailsTab, OrdersTab } from "./orders-tab";
import { ProfileTab } from "./profile-tab";

type Tab = "profile" | "orders" | "orderDetails";

const TABS: Array<[Tab, () => string]> = [
  ["profile", () => m.account_tab_profile()],
  ["orders", () => m.account_tab_orders()],
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
        {m.account_menu_button()}
      </Button>
      <Modal open={open} title={m.account_your_profile()} onClose={() => setOpen(false)} size="lg">
        {open ? <ProfilePopup shop={shop} tab={tab} setTab={setTab} /> : null}
      </Modal>
    </>
  );
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and choose; Tab leaves the list. */
const TAB_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function ProfilePopup({ shop, tab, setTab }: { shop: string; tab: Tab; setTab(t: Tab): void }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tab === "orderDetails" ? "orders" : tab;
  const onKeyDown = (e: KeyboardEvent) => {
    const move = TAB_KEYS[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(
      TABS.findIndex(([value]) => value === current),
      TABS.length,
    );
    setTab(TABS[next]?.[0] ?? "profile");
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={m.account_your_profile()} className="mb-4 flex gap-1 border-b border-gray-200" onKeyDown={onKeyDown}>
        {TABS.map(([value, label], i) => {
          const selected = current === value;
          return (
            <button
              key={value}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`${id}-${value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(value)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
            >
              {label()}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${id}-${current}`}>
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
