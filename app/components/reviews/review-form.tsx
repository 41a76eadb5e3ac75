// Write or edit one's review of a product (docs/decisions/0082-reviews.md): stars 1–5 and optional
// plain text, checked in the browser with the action's schema. Loaded lazily by the reviews section.
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { ReviewFormSchema } from "~/domain/reviews/forms";
import { REVIEW_BODY_MAX } from "~/domain/reviews/reviews";
import * as m from "~/i18n/messages";
import { failureMessage, type Reply, successMessage } from "~/utils/reply";
import type { Reviewer } from "./reviewer";
import { Stars } from "./stars";

export function ReviewForm({ mine, lastResult }: { mine: Reviewer["mine"]; lastResult: Reply<unknown> | undefined }) {
  const [form, fields] = useSchemaForm(ReviewFormSchema, {
    lastResult,
    defaultValue: { intent: "review", rating: mine?.rating, body: mine?.body ?? "" },
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold">{mine ? m.shop_review_edit() : m.shop_review_write()}</h3>
      {mine?.hidden ? <p className="text-sm text-amber-800">{m.shop_review_hidden_note()}</p> : null}
      <FormError message={failureMessage(lastResult) ?? formSummary(form)} />
      <FormSuccess message={successMessage(lastResult)} />
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-700">{m.shop_review_your_rating()}</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={fields.rating.name}
                value={n}
                defaultChecked={String(fields.rating.initialValue ?? mine?.rating ?? "") === String(n)}
                className="peer sr-only"
                required
              />
              <span className="flex items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-sm peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                <Stars value={n} size="h-3.5" />
                <span className="sr-only">{n === 1 ? m.shop_stars_one({ count: n }) : m.shop_stars_other({ count: n })}</span>
              </span>
            </label>
          ))}
        </div>
        {fields.rating.errors ? (
          <p id={fields.rating.errorId} className="mt-1 text-sm text-red-700">
            {fields.rating.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <TextArea {...fieldProps(fields.body)} label={m.shop_review_body_label()} maxLength={REVIEW_BODY_MAX} rows={4} />
      <SubmitButton pendingText={m.shop_saving()}>{mine ? m.shop_review_update() : m.shop_review_post()}</SubmitButton>
    </Form>
  );
}
