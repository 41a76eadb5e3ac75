// The signed-in shopper's 'Your Profile' popup (docs/product.md#customer-profile): Profile and Orders History
// tabs, Order Details, and Edit Profile with a photo. Data comes from /{shop}/profile (JSON).
import { Fragment, useCallback, useEffect, useId, useState } from "react";
import { inputClass } from "~/components/ui/form";
import { Modal } from "~/components/ui/modal";
import { firstMessage, PROFILE_FAILED, type ProfileAddress, ProfileSchema, photoProblem } from "~/domain/customers/forms";
import { imageUrl } from "~/media/urls";
import { OrderDetails, type OrderDetailsData, OrdersTable } from "./orders";

interface Profile {
  name: string;
  email: string;
  mobile: string | null;
  address: string | null;
  addressParts: ProfileAddress;
  pincode: string | null;
  photoKey: string | null;
}
type Tab = "profile" | "orders" | "orderDetails";
type Loaded<T> = { state: "loading" } | { state: "error" } | { state: "done"; value: T };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

export function CustomerMenu({ shop }: { shop: string }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("profile");
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setTab("profile");
          setOpen(true);
        }}
        className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        My Profile / Order History
      </button>
      <Modal open={open} title="Your Profile" onClose={() => setOpen(false)} size="lg">
        {open ? <ProfilePopup shop={shop} tab={tab} setTab={setTab} /> : null}
      </Modal>
    </>
  );
}

function ProfilePopup({ shop, tab, setTab }: { shop: string; tab: Tab; setTab(t: Tab): void }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const tabs: Array<[Tab, string]> = [
    ["profile", "Profile"],
    ["orders", "Orders History"],
  ];
  const panelId = useId();
  return (
    <div>
      <div role="tablist" aria-label="Your Profile" className="mb-4 flex gap-1 border-b border-gray-200">
        {tabs.map(([value, label]) => {
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

function useJson<T>(url: string) {
  const [data, setData] = useState<Loaded<T>>({ state: "loading" });
  const reload = useCallback(() => {
    setData({ state: "loading" });
    getJson<T>(url).then(
      (value) => setData({ state: "done", value }),
      () => setData({ state: "error" }),
    );
  }, [url]);
  useEffect(reload, [reload]);
  return [data, setData] as const;
}

function OrdersTab({ shop, onView }: { shop: string; onView(id: string): void }) {
  const [data] = useJson<{ orders: Array<{ id: string; createdAt: string; status: string; totalPaise: number }> }>(
    `/${shop}/profile?orders`,
  );
  if (data.state !== "done") return <FetchState state={data.state} loading="Loading orders…" />;
  return <OrdersTable orders={data.value.orders} onView={onView} />;
}

/** The orders tabs' loading line and the failure message (docs/product.md#orders). */
function FetchState({ state, loading }: { state: "loading" | "error"; loading: string }) {
  return state === "loading" ? (
    <p role="status" className="py-6 text-center text-gray-500">
      {loading}
    </p>
  ) : (
    <p role="alert" className="py-6 text-center text-red-600">
      Failed to load orders. Please try again.
    </p>
  );
}

function OrderDetailsTab({ shop, id, onBack }: { shop: string; id: string; onBack(): void }) {
  const [data] = useJson<{ order: OrderDetailsData }>(`/${shop}/profile?order=${encodeURIComponent(id)}`);
  if (data.state !== "done") return <FetchState state={data.state} loading="Loading order…" />;
  return <OrderDetails order={data.value.order} onBack={onBack} />;
}

const PROFILE_FIELDS = [
  { name: "name", label: "Full Name", autoComplete: "name" },
  { name: "mobile", label: "Mobile Number", autoComplete: "tel-national", inputMode: "numeric" },
  { name: "flatHouseBuilding", label: "Flat/House/Building", autoComplete: "address-line1" },
  { name: "areaStreetSector", label: "Area/Street/Sector/Village", autoComplete: "address-line2" },
  { name: "landmark", label: "Landmark (optional)", autoComplete: "off" },
  { name: "pincode", label: "Pincode", autoComplete: "postal-code", inputMode: "numeric" },
  { name: "townCity", label: "Town/City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
] as const;

/** The edit form opens with the saved values, so Save never sends a blank where a value was. */
function current(p: Profile, name: (typeof PROFILE_FIELDS)[number]["name"]): string {
  if (name === "name") return p.name;
  if (name === "mobile" || name === "pincode") return p[name] ?? "";
  return p.addressParts[name];
}

function ProfileTab({ shop }: { shop: string }) {
  const [data, setData] = useJson<{ profile: Profile }>(`/${shop}/profile`);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (data.state === "loading")
    return (
      <p role="status" className="py-6 text-center text-gray-500">
        Loading profile…
      </p>
    );
  if (data.state === "error")
    return (
      <p role="alert" className="py-6 text-center text-red-600">
        Failed to fetch user profiles.
      </p>
    );
  const p = data.value.profile;

  const submit = async (form: FormData) => {
    const photo = form.get("photo");
    const file = photo instanceof File && photo.size > 0 ? photo : null;
    if (!file) form.delete("photo");
    const problem = file ? photoProblem(file) : null;
    if (problem) return setError(problem);
    const text = Object.fromEntries([...form.entries()].filter(([k]) => k !== "photo"));
    const parsed = ProfileSchema.safeParse(text);
    if (!parsed.success && !(file && parsed.error.issues.every((i) => i.message === "At least one field must be filled to save."))) {
      return setError(firstMessage(parsed.error));
    }
    setError(null);
    setSaving(true);
    try {
      const res = await fetch(`/${shop}/profile`, { method: "POST", body: form });
      const body = (await res.json().catch(() => null)) as { ok: boolean; error?: string; profile?: Profile } | null;
      if (!res.ok || !body?.ok || !body.profile) return setError(body?.error ?? PROFILE_FAILED);
      setData({ state: "done", value: { profile: body.profile } });
      setEditing(false);
    } catch {
      setError(PROFILE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="space-y-4">
        <div className="flex items-center gap-4">
          <div className="size-16 overflow-hidden rounded-full bg-gray-100">
            {p.photoKey ? (
              <img src={imageUrl(p.photoKey, 320)} alt="Profile" className="size-full object-cover" />
            ) : (
              <span className="flex size-full items-center justify-center text-xl font-bold text-gray-500">
                {p.name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <div>
            <p className="text-lg font-semibold text-gray-900">{p.name}</p>
            <p className="text-sm text-gray-600">{p.email}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">Mobile</dt>
          <dd>{p.mobile || "Not specified"}</dd>
          {PROFILE_FIELDS.filter((f) => f.name in p.addressParts).map((f) => (
            <Fragment key={f.name}>
              <dt className="text-gray-600">{f.label.replace(" (optional)", "")}</dt>
              <dd>{p.addressParts[f.name as keyof ProfileAddress] || "Not specified"}</dd>
            </Fragment>
          ))}
          <dt className="text-gray-600">Pincode</dt>
          <dd>{p.pincode || "Not specified"}</dd>
        </dl>
        <button
          type="button"
          onClick={() => {
            setError(null);
            setEditing(true);
          }}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Edit Profile
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Edit Profile"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(new FormData(e.currentTarget));
      }}
    >
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor="profile-photo" className="mb-1 block text-sm font-medium text-gray-700">
          Profile Photo
        </label>
        <input id="profile-photo" name="photo" type="file" accept="image/jpeg,image/png" className="block text-sm" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROFILE_FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`profile-${f.name}`} className="mb-1 block text-sm font-medium text-gray-700">
              {f.label}
            </label>
            <input
              id={`profile-${f.name}`}
              name={f.name}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              defaultValue={current(p, f.name)}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setEditing(false)}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
