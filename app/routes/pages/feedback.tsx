// /feedback and /{shop}/feedback: one module; feedback sent inside a shop is stored with it.

import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import { PageShell } from "~/components/pages/page-shell";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useResetOnSuccess, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext, shopContext } from "~/context";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, FeedbackSchema } from "~/domain/platform/forms";
import { createFeedback } from "~/domain/platform/requests.server";
import { inboxFormAction } from "~/http/inbox-form.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import * as m from "~/i18n/messages";
import { successMessage } from "~/utils/reply";
import type { Route } from "./+types/feedback";

export const meta: Route.MetaFunction = () => [{ title: m.platform_feedback_meta_title() }];

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = params.shop ? context.get(shopContext) : null;
  return inboxFormAction(context, request, {
    schema: FeedbackSchema,
    limit: "feedback",
    store: (value) => createFeedback(context.get(servicesContext).db, { ...value, sellerId: shop?.id }),
    success: FEEDBACK_SUCCESS(),
    failure: FEEDBACK_FAILURE(),
  });
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export default function FeedbackPage() {
  const fetcher = useFetcher<typeof action>();
  // Without JavaScript the form posts the whole page: the reply then comes as the page's action data.
  const posted = useActionData<typeof action>();
  const result = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  const [form, fields] = useSchemaForm(FeedbackSchema, { lastResult: result, id: "feedback-form" });
  useResetOnSuccess(form, result);
  return (
    <PageShell title={m.platform_feedback_title()} intro={m.platform_feedback_intro()}>
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <FormSuccess message={successMessage(result)} />
        <FormError message={formSummary(form)} />
        <Field label={m.common_name()} key={fields.name.key} {...fieldProps(fields.name)} autoComplete="name" />
        <TextArea label={m.common_message()} key={fields.message.key} {...fieldProps(fields.message)} />
        <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.platform_submitting()}>
          {m.platform_submit_feedback()}
        </SubmitButton>
      </fetcher.Form>
    </PageShell>
  );
}
