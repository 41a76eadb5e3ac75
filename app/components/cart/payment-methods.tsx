// 'How will you pay?': the shop's methods from the quote (PaymentOption in
// app/domain/checkout/contract.ts), each with its fee, and disabled with its reason when unusable.

import type { PaymentOption } from "~/domain/checkout/contract";
import { PAYMENT_METHOD_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

/** The radios; `onSelect` when JavaScript picks (the cart's modal), a plain form field `name` otherwise. */
export function PaymentMethods({
  options,
  selected,
  onSelect,
  name = "payment-method",
}: {
  options: PaymentOption[];
  selected: string | null;
  onSelect?(method: PaymentOption["method"]): void;
  name?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{m.account_how_pay()}</legend>
      {options.map((o) => {
        const method = o.method;
        const reasonId = `pay-reason-${method}`;
        return (
          <label
            key={method}
            className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${
              !o.available
                ? "cursor-not-allowed border-gray-200 text-gray-500"
                : selected === method
                  ? "border-brand-500 bg-brand-50"
                  : "border-gray-200"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              {...(onSelect ? { checked: selected === method, onChange: () => onSelect(method) } : { defaultChecked: selected === method })}
              disabled={!o.available}
              aria-describedby={o.available ? undefined : reasonId}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-semibold text-gray-900">{PAYMENT_METHOD_LABEL[method]}</span>
              {o.feePaise > 0 ? <span className="text-gray-600"> · {m.account_fee({ amount: formatPaise(o.feePaise) })}</span> : null}
              {!o.available && o.reason ? (
                <span id={reasonId} className="block text-gray-600">
                  {o.reason}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
