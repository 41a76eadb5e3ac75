// The data-rights request and grievance form under the privacy notice (POST to the notice's own
// address; without JavaScript the whole page posts and shows the reply).
import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import { RadioGroupField } from "~/components/dashboard/choice-fields";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useResetOnSuccess, useSchemaForm } from "~/components/ui/use-schema-form";
import { PrivacyRequestSchema, REQUEST_KIND_LABELS } from "~/domain/privacy/forms";
import { PRIVACY_REQUEST_DUE_DAYS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { type Reply, successMessage } from "~/utils/reply";

/** `inShop`: sent from a shop's pages, the request is about that shop (no shop field). */
export function PrivacyRequestForm({ inShop, sender }: { inShop: boolean; sender: { name: string; email: string } | null }) {
  const fetcher = useFetcher<Reply>();
  const posted = useActionData<Reply>();
  const result = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  const [form, fields] = useSchemaForm(PrivacyRequestSchema, {
    lastResult: result,
    id: "privacy-request",
    defaultValue: sender ?? undefined,
  });
  useResetOnSuccess(form, result);
  const kinds = Object.entries(REQUEST_KIND_LABELS).map(([value, label]) => ({ value, label: label() }));
  return (
    <section id="request" aria-labelledby="request-heading" className="mt-12 scroll-mt-16">
      <h2 id="request-heading" className="text-xl font-semibold">
        {m.privacy_request_heading()}
      </h2>
      <p className="mt-2 text-gray-700">{m.privacy_request_intro({ days: String(PRIVACY_REQUEST_DUE_DAYS) })}</p>
      <fetcher.Form
        method="post"
        action="#request"
        {...getFormProps(form)}
        className="mt-4 space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <FormSuccess message={successMessage(result)} />
        <FormError message={formSummary(form)} />
        <RadioGroupField meta={fields.kind} legend={m.privacy_request_kind_legend()} options={kinds} />
        <Field label={m.common_name()} key={fields.name.key} {...fieldProps(fields.name)} autoComplete="name" />
        <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
        {inShop ? null : <Field label={m.privacy_request_shop_label()} key={fields.shop.key} {...fieldProps(fields.shop)} />}
        <TextArea label={m.common_message()} key={fields.message.key} {...fieldProps(fields.message)} />
        <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.privacy_request_sending()}>
          {m.privacy_request_submit()}
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
