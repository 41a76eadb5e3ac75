// The shop's return policy on the Payments page: no returns, or returns within a number of days of
// delivery, and whether a shopper may ask for another colour or size instead of their money back.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CheckboxField, SelectBox } from "~/components/dashboard/choice-fields";
import { Card } from "~/components/dashboard/ui";
import { FormError, FormSuccess, SubmitButton } from "~/components/ui/form";
import { formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { RETURN_WINDOWS, ReturnPolicySchema } from "~/domain/returns/forms";
import type { ReturnPolicy } from "~/domain/returns/shown";
import * as m from "~/i18n/messages";
import { successMessage } from "~/utils/reply";

const windows = () =>
  RETURN_WINDOWS.map((days) => ({ value: String(days), label: days === 0 ? m.seller_returns_none() : m.seller_returns_days({ days }) }));

export function ReturnPolicyForm({ saved, lastResult }: { saved: ReturnPolicy; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(ReturnPolicySchema, {
    lastResult,
    defaultValue: { intent: "returns", windowDays: String(saved.windowDays), exchanges: saved.exchanges, photos: saved.photos },
    id: "returns",
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">{m.seller_returns_title()}</h2>
      <p className="mt-1 text-sm text-gray-600">{m.seller_returns_intro()}</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="returns" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <SelectBox meta={fields.windowDays} label={m.seller_returns_window()} options={windows()} placeholder={m.seller_returns_none()} />
        <CheckboxField meta={fields.exchanges} label={m.seller_returns_exchanges()} hint={m.seller_returns_exchanges_hint()} />
        <CheckboxField meta={fields.photos} label={m.seller_returns_photos()} hint={m.seller_returns_photos_hint()} />
        <SubmitButton>{m.seller_returns_save()}</SubmitButton>
      </Form>
    </Card>
  );
}
