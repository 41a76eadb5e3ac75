// Saved addresses in the cart and checkout: the radio list (Edit, Delete) and the 'Add Address'
// modal around the address form (address-form.tsx), talking to /{shop}/addresses.

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { type AddressPrefill, joinAddress, type SavedAddress } from "~/domain/customers/address-text";
import * as m from "~/i18n/messages";
import { isFailure, type Reply } from "~/utils/reply";
import { addressFormHref } from "./address-form-href";
import { secondaryBtn } from "./buttons";

// The form (Conform, ~13 KB gzipped) shows only in the modal: it loads right after the page, not in
// the cart's first load (docs/decisions/0072-first-load-js-after-conform.md).
const loadAddressForm = () => import("./address-form");
const AddressForm = lazy(() => loadAddressForm().then((m) => ({ default: m.AddressForm })));

/** An address as a radio's label shows it: who and their mobile, then the address on one line. */
export function AddressLines({ address: a, className = "min-w-0" }: { address: SavedAddress; className?: string }) {
  return (
    <span className={className}>
      <span className="block font-semibold text-gray-900">
        {a.name} · {a.mobile}
      </span>
      <span className="block text-gray-600">{joinAddress(a)}</span>
    </span>
  );
}

/** The address radio list with Edit and Delete per address. */
export function AddressList({
  addresses,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  deleting,
  name,
  page,
}: {
  addresses: SavedAddress[];
  selectedId: string | null;
  onSelect(id: string): void;
  onEdit?(a: SavedAddress): void;
  onDelete?(a: SavedAddress): void;
  deleting?: string | null;
  name: string;
  /** Given, Edit is a link and Delete a form to the address book page, so both work without JavaScript. */
  page?: { shop: string; back: string };
}) {
  if (addresses.length === 0) return <p className="text-sm text-gray-500">{m.account_no_addresses()}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{m.account_saved_addresses_lower()}</legend>
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
                <AddressLines address={a} className="min-w-0 text-sm" />
              </label>
              {onEdit || onDelete ? (
                <div className="mt-2 flex gap-2 pl-7">
                  {onEdit && page ? (
                    <a
                      href={addressFormHref(page.shop, page.back, a.id)}
                      className="text-sm font-medium text-brand-700 hover:underline"
                      onClick={(e) => {
                        e.preventDefault();
                        onEdit(a);
                      }}
                      aria-label={m.account_edit_address_of({ name: a.name })}
                    >
                      {m.account_edit()}
                    </a>
                  ) : onEdit ? (
                    <button
                      type="button"
                      className="text-sm font-medium text-brand-700 hover:underline"
                      onClick={() => onEdit(a)}
                      aria-label={m.account_edit_address_of({ name: a.name })}
                    >
                      {m.account_edit()}
                    </button>
                  ) : null}
                  {onDelete ? (
                    <form
                      method="post"
                      action={page ? `/${page.shop}/addresses` : undefined}
                      onSubmit={(e) => {
                        e.preventDefault();
                        onDelete(a);
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={a.id} />
                      {page ? <input type="hidden" name="redirectTo" value={page.back} /> : null}
                      <button
                        type="submit"
                        className="text-sm font-medium text-red-700 hover:underline disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline"
                        disabled={onlyAndSelected || deleting === a.id}
                        aria-label={m.account_delete_address_of({ name: a.name })}
                      >
                        {m.account_delete()}
                      </button>
                    </form>
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

/**
 * Which saved address is selected, and deleting one. Deleting the selected address selects the first
 * remaining one, or none. Saving is the address form's own (address-form.tsx).
 */
export function useAddressBook(shop: string, addresses: SavedAddress[]) {
  const fetcher = useFetcher<Reply<{ address: null }>>();
  const [selectedId, setSelectedId] = useState<string | null>(addresses[0]?.id ?? null);
  const deletingId = useRef<string | null>(null);

  // Keep the selection valid when the list changes (e.g. after a delete or a reload).
  useEffect(() => {
    if (selectedId && addresses.some((a) => a.id === selectedId)) return;
    setSelectedId(addresses[0]?.id ?? null);
  }, [addresses, selectedId]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !deletingId.current) return;
    deletingId.current = null;
    if (isFailure(fetcher.data)) toast.error(m.account_address_delete_failed());
    else toast.success(m.account_address_deleted());
  }, [fetcher.state, fetcher.data]);

  return {
    selectedId,
    select: setSelectedId,
    deleting: fetcher.state !== "idle" ? deletingId.current : null,
    remove(a: SavedAddress) {
      deletingId.current = a.id;
      if (selectedId === a.id) setSelectedId(addresses.find((x) => x.id !== a.id)?.id ?? null);
      fetcher.submit({ intent: "delete", id: a.id }, { method: "post", action: `/${shop}/addresses` });
    },
  };
}

export type AddressBook = ReturnType<typeof useAddressBook>;

/** Modal 'Add Address': the form, the saved addresses and 'Add Another Address'. */
export function AddressModal({
  shop,
  open,
  editing,
  setEditing,
  book,
  addresses,
  prefill,
  onClose,
  onSaved,
}: {
  shop: string;
  prefill?: AddressPrefill | null;
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
  // Fetched once the page is up, so opening the modal does not wait for it.
  useEffect(() => {
    void loadAddressForm();
  }, []);
  return (
    <Modal open={open} title={editing ? m.account_edit_address() : m.account_add_address()} onClose={onClose} size="lg">
      <Suspense fallback={null}>
        <AddressForm
          key={`${editing?.id ?? "new"}-${formKey}`}
          shop={shop}
          initial={editing}
          prefill={prefill}
          onCancel={onClose}
          onSaved={(a) => {
            // The saved address becomes the selected one (docs/product.md#addresses).
            book.select(a.id);
            onSaved(a);
          }}
        />
      </Suspense>
      {addresses.length ? (
        <section className="mt-6 border-t border-gray-200 pt-4" aria-label={m.account_saved_addresses_lower()}>
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{m.account_saved_addresses()}</h3>
          <AddressList name="modal-address" addresses={addresses} selectedId={book.selectedId} onSelect={book.select} onEdit={setEditing} />
          <button
            type="button"
            className={`${secondaryBtn} mt-3`}
            onClick={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          >
            {m.account_add_another_address()}
          </button>
        </section>
      ) : null}
    </Modal>
  );
}
