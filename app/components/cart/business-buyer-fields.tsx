// 'Buying for a business? Add your GSTIN': a disclosure in a regular GST seller's checkout, in the
// checkout page's Place Order form (its fields travel with the plain form post) and in the cart's
// 'Choose Delivery Option' modal (read when a delivery option is chosen).

import { useEffect, useRef } from "react";
import { Field } from "~/components/ui/form";
import {
  BUYER_GSTIN_FIELD,
  BUYER_NAME_FIELD,
  type BusinessBuyerErrors,
  MAX_BUYER_NAME,
  MAX_GSTIN_INPUT,
} from "~/domain/checkout/business-buyer";
import * as m from "~/i18n/messages";

/** What the shopper typed and why the server refused it (the action's answer), to show again. */
export interface BusinessBuyerEntry {
  gstin: string;
  name: string;
  errors: BusinessBuyerErrors;
}

/** What the fields inside `container` hold (the cart's modal places its order without a form). */
export function readBusinessBuyer(container: HTMLElement | null): { buyerGstin: string; buyerName: string } {
  const value = (name: string) => container?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
  return { buyerGstin: value(BUYER_GSTIN_FIELD), buyerName: value(BUYER_NAME_FIELD) };
}

export function BusinessBuyerFields({ entry }: { entry: BusinessBuyerEntry | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const errors: BusinessBuyerErrors = entry?.errors ?? {};
  // After a refusal the first wrong field gets focus, so a screen reader reads its message at once.
  useEffect(() => {
    const wrong = entry?.errors.buyerGstin ? BUYER_GSTIN_FIELD : entry?.errors.buyerName ? BUYER_NAME_FIELD : null;
    if (wrong) details.current?.querySelector<HTMLInputElement>(`[name="${wrong}"]`)?.focus();
  }, [entry]);
  return (
    <details ref={details} open={Boolean(entry)} className="mb-3 rounded-lg border border-gray-200 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{m.account_business_disclosure()}</summary>
      <div className="mt-3 space-y-3">
        <Field
          id="business-buyer-gstin"
          name={BUYER_GSTIN_FIELD}
          label={m.account_buyer_gstin_label()}
          hint={m.account_business_hint()}
          errors={errors.buyerGstin ? [errors.buyerGstin] : null}
          defaultValue={entry?.gstin}
          maxLength={MAX_GSTIN_INPUT}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="27AAPFU0939F1ZV" // i18n-ignore: a GSTIN's format
        />
        <Field
          id="business-buyer-name"
          name={BUYER_NAME_FIELD}
          label={m.account_buyer_name_label()}
          errors={errors.buyerName ? [errors.buyerName] : null}
          defaultValue={entry?.name}
          maxLength={MAX_BUYER_NAME}
          autoComplete="organization"
        />
      </div>
    </details>
  );
}
