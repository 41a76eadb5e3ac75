// The address form (docs/product.md#addresses): the same AddressSchema checks it in the browser
// (Conform, via useSchemaForm) and in /{shop}/addresses; either way every invalid field shows its
// own message under it and the spec's sentence shows above the fields.
import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Field, FormError } from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ADDRESS_FIELDS, AddressSchema } from "~/domain/customers/forms";
import { isFailure, isSuccess, type Reply } from "~/utils/reply";
import type { SavedAddress } from "./address-book";
import { primaryBtn, secondaryBtn } from "./buttons";

const SAVE_FAILED = "Failed to save profile.";

/** Saves through its own fetcher; a new key per address (or per 'Add Another') starts it afresh. */
export function AddressForm({
  shop,
  initial,
  onSaved,
  onCancel,
}: {
  shop: string;
  initial: SavedAddress | null;
  onSaved(a: SavedAddress): void;
  onCancel(): void;
}) {
  const fetcher = useFetcher<Reply<{ address: SavedAddress }>>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useSchemaForm(AddressSchema, {
    lastResult: isFailure(reply) ? reply : null,
    defaultValue: initial ? { ...initial, landmark: initial.landmark ?? "" } : undefined,
  });
  const saved = isSuccess(reply) ? reply.data?.address : undefined;
  const after = useRef(onSaved);
  after.current = onSaved;
  useEffect(() => {
    if (!saved) return;
    toast.success("Profile saved successfully.");
    after.current(saved);
  }, [saved]);
  const busy = fetcher.state !== "idle";
  // A failure without a message (never expected) still says something.
  const formMessage = form.errors?.[0] ?? (isFailure(reply) && Object.keys(reply.error).length === 0 ? SAVE_FAILED : null);
  return (
    <fetcher.Form
      method="post"
      action={`/${shop}/addresses`}
      {...getFormProps(form)}
      className="space-y-3"
      aria-label={initial ? "Edit address" : "New address"}
    >
      <input type="hidden" name="intent" value={initial ? "update" : "create"} />
      {initial ? <input type="hidden" name="id" value={initial.id} /> : null}
      <FormError message={formMessage} />
      <div className="grid gap-3 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((f) => {
          const meta = fields[f.name];
          const { key: _key, ...input } = getInputProps(meta, { type: "text" });
          return (
            <Field
              key={f.name}
              {...input}
              id={`address-${f.name}`}
              label={f.label}
              errors={meta.errors}
              errorId={meta.errorId}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              placeholder={"placeholder" in f ? f.placeholder : undefined}
              className={f.name === "flatHouseBuilding" || f.name === "areaStreetSector" ? "sm:col-span-2" : undefined}
            />
          );
        })}
      </div>
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" className={secondaryBtn} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={primaryBtn} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Saving…" : "Save Address"}
        </button>
      </div>
    </fetcher.Form>
  );
}
