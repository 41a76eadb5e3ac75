// The Order Summary's coupon: 'Coupon code' + Apply, then the saving and Remove, or the server's
// specific refusal (expired, minimum not met, used up, already used, not valid) under the field.

import { useEffect, useId, useState } from "react";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import * as m from "~/i18n/messages";
import { secondaryBtn } from "./buttons";
import type { CheckoutQuote } from "./use-quote";

export function CouponField({ q }: { q: CheckoutQuote }) {
  const id = useId();
  const [draft, setDraft] = useState(q.couponCode);
  // The stored code arrives after hydration.
  useEffect(() => setDraft(q.couponCode), [q.couponCode]);
  const answer = q.quote?.coupon && q.quote.coupon.code === normalizeCouponCode(q.couponCode) ? q.quote.coupon : null;
  const checking = Boolean(q.couponCode) && (!answer || q.loading);
  const applied = answer?.applied ? answer : null;
  const refused = answer && !answer.applied ? answer : null;
  const messageId = `${id}-message`;

  if (applied) {
    return (
      <div className="flex items-start justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
        <p role="status" className="text-green-800">
          {applied.message}
        </p>
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => q.setCoupon("")}>
          {m.account_remove()}
        </button>
      </div>
    );
  }
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        q.setCoupon(draft);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-gray-700">
        {m.account_coupon_code()}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="couponCode"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? messageId : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm uppercase aria-invalid:border-red-500"
        />
        <button
          type="submit"
          className={secondaryBtn}
          disabled={!draft.trim() || (checking && normalizeCouponCode(draft) === q.couponCode)}
        >
          {m.account_apply()}
        </button>
      </div>
      {refused ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {refused.message}
        </p>
      ) : checking ? (
        <p className="text-sm text-gray-500" role="status">
          {m.account_checking_code()}
        </p>
      ) : null}
    </form>
  );
}
