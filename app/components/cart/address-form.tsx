// The address form (docs/product.md#addresses): the same AddressSchema checks it in the browser
// (Conform, via useSchemaForm) and in /{shop}/addresses; either way every invalid field shows its
// own message under it and the spec's sentence shows above the fields. Two ways to post it: a fetcher
// in the checkout's modal, and a plain form on the address book page (works without JavaScript).
import { getFormProps } from "@conform-to/react";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { type FillPlan, PincodeAssistNote, usePincodeAssist } from "~/components/pincode/pincode-assist";
import { Field, FormError } from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import type { AddressPrefill, SavedAddress } from "~/domain/customers/address-text";
import { ADDRESS_FIELDS, AddressSchema } from "~/domain/customers/forms";
import * as m from "~/i18n/messages";
import { isFailure, isSuccess, type Reply, replyForIntent } from "~/utils/reply";
import { primaryBtn, secondaryBtn } from "./buttons";

// The pincode fills these three (docs/decisions/0087-pincode-data.md).
const FILL: FillPlan = (p) => ({ townCity: p.townCity, district: p.district, state: p.state });

/** Saves through its own fetcher; a new key per address (or per 'Add Another') starts it afresh. */
export function AddressForm({
  shop,
  initial,
  prefill,
  onSaved,
  onCancel,
}: {
  shop: string;
  initial: SavedAddress | null;
  prefill?: AddressPrefill | null;
  onSaved(a: SavedAddress): void;
  onCancel(): void;
}) {
  const fetcher = useFetcher<Reply<{ address: SavedAddress }>>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const saved = isSuccess(reply) ? reply.data?.address : undefined;
  const after = useRef(onSaved);
  after.current = onSaved;
  useEffect(() => {
    if (!saved) return;
    toast.success(m.pin_saved());
    after.current(saved);
  }, [saved]);
  return (
    <AddressFields
      FormTag={fetcher.Form}
      shop={shop}
      initial={initial}
      prefill={prefill}
      reply={reply}
      busy={fetcher.state !== "idle"}
      cancel={
        <button type="button" className={secondaryBtn} onClick={onCancel}>
          {m.pin_cancel()}
        </button>
      }
    />
  );
}

/**
 * The address book page's form (/{shop}/addresses?edit=…): a plain POST that the action answers with
 * a redirect to `redirectTo` (or its errors on this page), so it works without JavaScript.
 */
export function AddressPageForm({
  shop,
  initial,
  prefill,
  redirectTo,
  action,
  cancelTo,
}: {
  shop: string;
  initial: SavedAddress | null;
  prefill?: AddressPrefill | null;
  redirectTo: string;
  action: string;
  cancelTo: string;
}) {
  const reply = useActionData<Reply<unknown>>();
  const navigation = useNavigation();
  return (
    <AddressFields
      FormTag={Form}
      shop={shop}
      initial={initial}
      prefill={prefill}
      reply={replyForIntent(reply, initial ? "update" : "create")}
      busy={navigation.state === "submitting"}
      redirectTo={redirectTo}
      action={action}
      cancel={
        <Link to={cancelTo} className={secondaryBtn}>
          {m.pin_cancel()}
        </Link>
      }
    />
  );
}

function AddressFields({
  FormTag,
  shop,
  initial,
  prefill,
  reply,
  busy,
  redirectTo,
  action,
  cancel,
}: {
  FormTag: typeof Form;
  action?: string;
  shop: string;
  initial: (SavedAddress & { district?: string }) | null;
  /** A new address starts with the account's name and mobile. */
  prefill?: AddressPrefill | null;
  reply: Reply<unknown> | undefined;
  busy: boolean;
  redirectTo?: string;
  cancel: ReactNode;
}) {
  const [form, fields] = useSchemaForm(AddressSchema, {
    lastResult: isFailure(reply) ? reply : null,
    defaultValue: initial
      ? { ...initial, landmark: initial.landmark ?? "", district: initial.district ?? "" }
      : { name: prefill?.name ?? "", mobile: prefill?.mobile ?? "" },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const assist = usePincodeAssist(formRef, FILL);
  // A failure without a message (never expected) still says something.
  const formMessage = form.errors?.[0] ?? (isFailure(reply) && Object.keys(reply.error).length === 0 ? m.pin_save_failed() : null);
  return (
    <FormTag
      method="post"
      action={action ?? `/${shop}/addresses`}
      {...getFormProps(form)}
      ref={formRef}
      className="space-y-3"
      aria-label={initial ? m.pin_edit_address() : m.pin_new_address()}
    >
      <input type="hidden" name="intent" value={initial ? "update" : "create"} />
      {initial ? <input type="hidden" name="id" value={initial.id} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormError message={formMessage} />
      <div className="grid gap-3 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((f) => {
          const field = (
            <Field
              {...fieldProps(fields[f.name])}
              id={`address-${f.name}`}
              label={f.label()}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              placeholder={"placeholder" in f ? f.placeholder() : undefined}
              className={f.name === "flatHouseBuilding" || f.name === "areaStreetSector" ? "sm:col-span-2" : undefined}
            />
          );
          if (f.name !== "pincode") return <Fragment key={f.name}>{field}</Fragment>;
          return (
            <div key={f.name}>
              {field}
              <PincodeAssistNote {...assist} />
            </div>
          );
        })}
      </div>
      <div className="flex justify-end gap-2 pt-1">
        {cancel}
        <button type="submit" className={primaryBtn} disabled={busy} aria-busy={busy || undefined}>
          {busy ? m.pin_saving() : m.pin_save_address()}
        </button>
      </div>
    </FormTag>
  );
}
