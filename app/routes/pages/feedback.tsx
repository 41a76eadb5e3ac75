// /feedback and /{shop}/feedback: one module; feedback sent inside a shop is stored with it.
import { useEffect, useRef } from "react";
import { data, useActionData, useFetcher } from "react-router";
import { PageShell } from "~/components/pages/page-shell";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, FeedbackSchema } from "~/domain/platform/forms";
import { createFeedback } from "~/domain/platform/requests.server";
import { clientIp, keepRetryAfter, refuseIfRateLimited } from "~/http/rate-limit.server";
import { parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/feedback";

export const meta: Route.MetaFunction = () => [{ title: "Feedback · Haat" }];

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = params.shop ? context.get(shopContext) : null;
  const parsed = FeedbackSchema.safeParse(Object.fromEntries(await parseForm(request)));
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? FEEDBACK_FAILURE }, 400);
  const refused = await refuseIfRateLimited(context, "feedback", `ip:${clientIp(request)}`);
  if (refused) return refused;
  try {
    await createFeedback(context.get(servicesContext).db, { ...parsed.data, sellerId: shop?.id });
  } catch (error) {
    context.get(servicesContext).log.error({ err: error }, "feedback could not be stored");
    return data({ ok: false as const, error: FEEDBACK_FAILURE }, 500);
  }
  return { ok: true as const, message: FEEDBACK_SUCCESS };
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export default function FeedbackPage() {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the form posts the whole page: the reply then comes as the page's action data.
  const posted = useActionData<typeof action>();
  const result = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <PageShell title="We value your feedback" intro="Tell us what works, what doesn't and what you would like to see next.">
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <FormSuccess message={result?.ok ? result.message : null} />
        <FormError message={result && !result.ok ? result.error : null} />
        <Field label="Name" name="name" autoComplete="name" required />
        <TextArea label="Message" name="message" required />
        <SubmitButton pending={fetcher.state !== "idle"} pendingText="Submitting…">
          Submit Feedback
        </SubmitButton>
      </fetcher.Form>
    </PageShell>
  );
}
