// Saved addresses in the cart and checkout: the radio list (Edit, Delete), the address form and the
// 'Add Address' modal, all talking to /{shop}/addresses through one fetcher.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass } from "~/components/ui/form";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { ADDRESS_FIELDS, AddressSchema, firstMessage, joinAddress } from "~/domain/customers/forms";

export interface SavedAddress {
  id: string;
  name: string;
  mobile: string;
  flatHouseBuilding: string;
  areaStreetSector: string;
  landmark: string | null;
  pincode: string;
  townCity: string;
  state: string;
}

type AddressReply = { ok: true; address: SavedAddress | null } | { ok: false; error: string };

const btn =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const primaryBtn = `${btn} bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60`;
export const secondaryBtn = `${btn} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50`;

/** The address radio list with Edit and Delete per address. */
export function AddressList({
  addresses,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  deleting,
  name,
}: {
  addresses: SavedAddress[];
  selectedId: string | null;
  onSelect(id: string): void;
  onEdit?(a: SavedAddress): void;
  onDelete?(a: SavedAddress): void;
  deleting?: string | null;
  name: string;
}) {
  if (addresses.length === 0) return <p className="text-sm text-gray-500">No saved addresses yet.</p>;
  return (
    <fieldset>
      <legend className="sr-only">Saved addresses</legend>
      <ul className="space-y-2">
        {addresses.map((a) => {
          // The only address cannot be deleted while it is the selected one (docs/product.md#addresses).
          const onlyAndSelected = addresses.length === 1 && selectedId === a.id;
          return (
            <li key={a.id} className={`rounded-lg border p-3 ${selectedId === a.id ? "border-brand-500 bg-brand-50" : "border-gray-200"}`}>
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name={name}
                  value={a.id}
                  checked={selectedId === a.id}
                  onChange={() => onSelect(a.id)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold text-gray-900">
                    {a.name} · {a.mobile}
                  </span>
                  <span className="block text-gray-600">{joinAddress(a)}</span>
                </span>
              </label>
              {onEdit || onDelete ? (
                <div className="mt-2 flex gap-2 pl-7">
                  {onEdit ? (
                    <button
                      type="button"
                      className="text-sm font-medium text-brand-700 hover:underline"
                      onClick={() => onEdit(a)}
                      aria-label={`Edit address of ${a.name}`}
                    >
                      Edit
                    </button>
                  ) : null}
                  {onDelete ? (
                    <button
                      type="button"
                      className="text-sm font-medium text-red-700 hover:underline disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline"
                      onClick={() => onDelete(a)}
                      disabled={onlyAndSelected || deleting === a.id}
                      aria-label={`Delete address of ${a.name}`}
                    >
                      Delete
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function AddressForm({
  initial,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: SavedAddress | null;
  error: string | null;
  busy: boolean;
  onSubmit(form: FormData): void;
  onCancel(): void;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(new FormData(e.currentTarget));
      }}
      className="space-y-3"
      aria-label={initial ? "Edit address" : "New address"}
    >
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((f) => (
          <div key={f.name} className={f.name === "flatHouseBuilding" || f.name === "areaStreetSector" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`address-${f.name}`} className="mb-1 block text-sm font-medium text-gray-700">
              {f.label}
            </label>
            <input
              id={`address-${f.name}`}
              name={f.name}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              placeholder={"placeholder" in f ? f.placeholder : undefined}
              defaultValue={initial ? (initial[f.name] ?? "") : ""}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" className={secondaryBtn} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={primaryBtn} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Saving…" : "Save Address"}
        </button>
      </div>
    </form>
  );
}

/**
 * State and server calls for the address book. `onSaved` gets the saved address (to select it);
 * deleting the selected address selects the first remaining one, or none.
 */
export function useAddressBook(shop: string, addresses: SavedAddress[]) {
  const fetcher = useFetcher<AddressReply>();
  const [selectedId, setSelectedId] = useState<string | null>(addresses[0]?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const pending = useRef<{ intent: string; id?: string; onSaved?: (a: SavedAddress) => void } | null>(null);

  // Keep the selection valid when the list changes (e.g. after a delete or a reload).
  useEffect(() => {
    if (selectedId && addresses.some((a) => a.id === selectedId)) return;
    setSelectedId(addresses[0]?.id ?? null);
  }, [addresses, selectedId]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    const { intent, onSaved } = pending.current;
    pending.current = null;
    const reply = fetcher.data;
    if (!reply.ok) {
      if (intent === "delete") toast.error("Failed to delete profile.");
      else setFormError(reply.error || "Failed to save profile.");
      return;
    }
    if (intent === "delete") {
      toast.success("Profile deleted successfully.");
    } else if (reply.address) {
      toast.success("Profile saved successfully.");
      setSelectedId(reply.address.id);
      onSaved?.(reply.address);
    }
  }, [fetcher.state, fetcher.data]);

  return {
    selectedId,
    select: setSelectedId,
    formError,
    clearError: () => setFormError(null),
    saving: fetcher.state !== "idle" && pending.current?.intent !== "delete",
    deleting: fetcher.state !== "idle" && pending.current?.intent === "delete" ? (pending.current.id ?? null) : null,
    save(form: FormData, editing: SavedAddress | null, onSaved?: (a: SavedAddress) => void) {
      const parsed = AddressSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return setFormError(firstMessage(parsed.error));
      setFormError(null);
      pending.current = { intent: editing ? "update" : "create", onSaved };
      form.set("intent", editing ? "update" : "create");
      if (editing) form.set("id", editing.id);
      fetcher.submit(form, { method: "post", action: `/${shop}/addresses` });
    },
    remove(a: SavedAddress) {
      pending.current = { intent: "delete", id: a.id };
      if (selectedId === a.id) setSelectedId(addresses.find((x) => x.id !== a.id)?.id ?? null);
      fetcher.submit({ intent: "delete", id: a.id }, { method: "post", action: `/${shop}/addresses` });
    },
  };
}

export type AddressBook = ReturnType<typeof useAddressBook>;

/** Modal 'Add Address': the form, the saved addresses and 'Add Another Address'. */
export function AddressModal({
  open,
  editing,
  setEditing,
  book,
  addresses,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: SavedAddress | null;
  setEditing(a: SavedAddress | null): void;
  book: AddressBook;
  addresses: SavedAddress[];
  onClose(): void;
  onSaved(a: SavedAddress): void;
}) {
  // A new key remounts the form so 'Add Another Address' and Edit start from the right values.
  const [formKey, setFormKey] = useState(0);
  return (
    <Modal open={open} title={editing ? "Edit Address" : "Add Address"} onClose={onClose} size="lg">
      <AddressForm
        key={`${editing?.id ?? "new"}-${formKey}`}
        initial={editing}
        error={book.formError}
        busy={book.saving}
        onCancel={onClose}
        onSubmit={(form) => book.save(form, editing, onSaved)}
      />
      {addresses.length ? (
        <section className="mt-6 border-t border-gray-200 pt-4" aria-label="Saved addresses">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">Saved Addresses</h3>
          <AddressList
            name="modal-address"
            addresses={addresses}
            selectedId={book.selectedId}
            onSelect={book.select}
            onEdit={(a) => {
              book.clearError();
              setEditing(a);
            }}
          />
          <button
            type="button"
            className={`${secondaryBtn} mt-3`}
            onClick={() => {
              book.clearError();
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          >
            Add Another Address
          </button>
        </section>
      ) : null}
    </Modal>
  );
}
