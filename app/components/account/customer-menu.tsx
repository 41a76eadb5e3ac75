// The signed-in shopper's 'Your Profile' popup (docs/product.md#customer-profile): Profile and Orders History
// tabs, Order Details, and Edit Profile with a photo. Data comes from /{shop}/profile (JSON).

import { getFormProps, getInputProps } from "@conform-to/react";
import { Fragment, useCallback, useEffect, useId, useState } from "react";
import { Field, FieldErrors, FormError } from "~/components/ui/form";
import { Modal } from "~/components/ui/modal";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { PROFILE_FAILED, type ProfileAddress, ProfileSchema, photoProblem } from "~/domain/customers/forms";
import { imageUrl } from "~/media/urls";
import { isFailure, isSuccess, type Reply, type ReplyFailure } from "~/utils/reply";
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
  const reply = (await res.json().catch(() => null)) as Reply<T> | null;
  if (!res.ok || !isSuccess(reply) || !reply.data) throw new Error(String(res.status));
  return reply.data;
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
  if (editing)
    return (
      <EditProfile
        shop={shop}
        profile={p}
        onCancel={() => setEditing(false)}
        onSaved={(profile) => {
          setData({ state: "done", value: { profile } });
          setEditing(false);
        }}
      />
    );
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
          onClick={() => setEditing(true)}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Edit Profile
        </button>
      </div>
    );
  }
}

/** Edit Profile: ProfileSchema in the browser and in /{shop}/profile; each field's message under it. */
function EditProfile({
  shop,
  profile: p,
  onCancel,
  onSaved,
}: {
  shop: string;
  profile: Profile;
  onCancel(): void;
  onSaved(p: Profile): void;
}) {
  const [lastResult, setLastResult] = useState<ReplyFailure | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A refusal that is not a reply (a 500, no network): the spec's failure sentence.
  const [unexpected, setUnexpected] = useState(false);
  const [form, fields] = useSchemaForm(ProfileSchema, {
    lastResult,
    defaultValue: Object.fromEntries(PROFILE_FIELDS.map((f) => [f.name, current(p, f.name)])),
  });
  const formProps = getFormProps(form);

  const submit = async (body: FormData) => {
    const photo = body.get("photo");
    const file = photo instanceof File && photo.size > 0 ? photo : null;
    if (!file) body.delete("photo");
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const res = await fetch(`/${shop}/profile`, { method: "POST", body });
      const reply = (await res.json().catch(() => null)) as Reply<{ profile: Profile }> | null;
      if (isSuccess(reply) && reply.data) return onSaved(reply.data.profile);
      setLastResult(isFailure(reply) ? reply : null);
      setUnexpected(!isFailure(reply));
    } catch {
      setUnexpected(true);
    } finally {
      setSaving(false);
    }
  };
  const formMessage = form.errors?.[0] ?? (unexpected ? PROFILE_FAILED : null);

  return (
    <form
      {...formProps}
      aria-label="Edit Profile"
      className="space-y-3"
      onSubmit={(e) => {
        // Conform validates first (and stops an invalid form); a valid one is sent with fetch.
        formProps.onSubmit(e);
        if (e.defaultPrevented) return;
        e.preventDefault();
        setUnexpected(false);
        void submit(new FormData(e.currentTarget));
      }}
    >
      <FormError message={formMessage} />
      <div>
        <label htmlFor="profile-photo" className="mb-1 block text-sm font-medium text-gray-700">
          Profile Photo
        </label>
        <input
          id="profile-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png"
          className="block text-sm"
          aria-invalid={Boolean(photoError || fields.photo.errors) || undefined}
          aria-describedby={photoError || fields.photo.errors ? fields.photo.errorId : undefined}
        />
        <FieldErrors id={fields.photo.errorId} errors={photoError ? [photoError] : fields.photo.errors} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROFILE_FIELDS.map((f) => {
          const meta = fields[f.name];
          const { key: _key, ...input } = getInputProps(meta, { type: "text" });
          return (
            <Field
              key={f.name}
              {...input}
              id={`profile-${f.name}`}
              label={f.label}
              errors={meta.errors}
              errorId={meta.errorId}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
            />
          );
        })}
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
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
