// The shop's reviews (docs/decisions/0082-reviews.md): visible ones newest first with a reply form
// (once) and 'Hide' with a reason, each behind a disclosure; below, the hidden ones with who hid them
// and when. The forms parse with the action's schemas in the browser too, and work without JavaScript
// (the page then shows the reply above the list).

import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useActionData, useFetcher, useLoaderData, useSearchParams } from "react-router";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { ManagedReviewCard } from "~/components/reviews/managed-review";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { Pager } from "~/components/ui/pager";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import { ownerContext, servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { HideFormSchema, ReplyFormSchema } from "~/domain/reviews/forms";
import { HIDE_REASON_MAX, type ManagedReview, REVIEW_REPLY_MAX } from "~/domain/reviews/reviews";
import { hideReview, replyToReview, shopReviews } from "~/domain/reviews/reviews.server";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import { readPage } from "~/utils/paging";
import { failureMessage, type Reply, replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [{ title: "Reviews · Dashboard" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return shopReviews(db, context.get(shopContext).id, readPage(new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const form = await parseForm(request);
  const intent = form.get("intent");
  if (intent !== "reply" && intent !== "hide") return errorReply(new DomainError("unknown_action", "Unknown action."));
  const submission = parseWithZod(form, { schema: intent === "reply" ? ReplyFormSchema : HideFormSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const v = submission.value;
    if (v.intent === "reply") {
      await replyToReview(db, sellerId, v.reviewId, v.reply);
      return replySuccess({ intent, reviewId: v.reviewId }, "Reply posted.");
    }
    await hideReview(db, sellerId, v.reviewId, context.get(ownerContext).id, v.reason);
    return replySuccess({ intent, reviewId: v.reviewId }, "Review hidden. It no longer shows or counts in the rating.");
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function DashboardReviews() {
  const { reviews, hidden, page, pageCount, total } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [params] = useSearchParams();
  useReplyToast(useFetcher({ key: MODERATION_FETCHER }));
  return (
    <>
      <PageHeader title="Reviews" />
      <FormError message={failureMessage(reply)} />
      <FormSuccess message={successMessage(reply)} />
      <section aria-labelledby="shown-reviews" className="space-y-3">
        <h2 id="shown-reviews" className="text-lg font-semibold">
          Shown on your shop ({total})
        </h2>
        {reviews.length === 0 ? (
          <Card>
            <p className="text-sm text-gray-600">No reviews yet. Shoppers can review a product once its order is delivered.</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {reviews.map((r) => (
              <li key={r.id}>
                <ManagedReviewCard review={r}>
                  <ReviewActions review={r} />
                </ManagedReviewCard>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} search={params} label="Review pages" />
      </section>
      <section aria-labelledby="hidden-reviews" className="mt-10 space-y-3">
        <h2 id="hidden-reviews" className="text-lg font-semibold">
          Hidden ({hidden.length})
        </h2>
        {hidden.length === 0 ? (
          <p className="text-sm text-gray-600">No hidden reviews.</p>
        ) : (
          <ul className="space-y-3">
            {hidden.map((r) => (
              <li key={r.id}>
                <ManagedReviewCard review={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

// One fetcher for the page's reply and hide forms: a success moves the review (reply shown, or into
// 'Hidden'), unmounting its form, so the page, which stays, toasts the reply.
const MODERATION_FETCHER = "review-moderation";

/** The fetcher's reply if it answers this review's `intent` form (refilled values on a failure, data on a success). */
function replyFor(reply: unknown, intent: string, reviewId: string): Reply<unknown> | undefined {
  const r = replyForIntent(reply, intent) as { initialValue?: { reviewId?: unknown } | null; data?: { reviewId?: unknown } } | undefined;
  return r && (r.initialValue?.reviewId ?? r.data?.reviewId) === reviewId ? (r as Reply<unknown>) : undefined;
}

/** 'Reply' and 'Hide' as disclosures (<details>: open without JavaScript); the open one takes the row. */
function ReviewActions({ review: r }: { review: ManagedReview }) {
  return (
    <div className="flex flex-wrap gap-2">
      {r.reply ? null : (
        <Disclosure label="Reply" describe={`Reply to ${r.authorName}`}>
          <ModerationForm review={r} intent="reply" />
        </Disclosure>
      )}
      <Disclosure label="Hide" describe={`Hide the review by ${r.authorName}`}>
        <ModerationForm review={r} intent="hide" />
      </Disclosure>
    </div>
  );
}

function Disclosure({ label, describe, children }: { label: string; describe: string; children: ReactNode }) {
  return (
    <details className="group open:basis-full">
      <summary
        aria-label={describe}
        className={buttonVariants({ size: "sm", className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden" })}
      >
        {label}
      </summary>
      <div className="mt-2 rounded-md border border-gray-200 p-3">{children}</div>
    </details>
  );
}

const MODERATION = {
  reply: {
    schema: ReplyFormSchema,
    field: "reply",
    label: "Reply (once; shown under the review)",
    max: REVIEW_REPLY_MAX,
    submit: "Post reply",
    pending: "Posting…",
  },
  hide: {
    schema: HideFormSchema,
    field: "reason",
    label: "Reason for hiding",
    max: HIDE_REASON_MAX,
    submit: "Hide review",
    pending: "Hiding…",
  },
} as const;

function ModerationForm({ review: r, intent }: { review: ManagedReview; intent: keyof typeof MODERATION }) {
  const m = MODERATION[intent];
  const fetcher = useFetcher({ key: MODERATION_FETCHER });
  const [form, fields] = useSchemaForm(m.schema as typeof ReplyFormSchema, {
    lastResult: replyFor(fetcher.data, intent, r.id),
    id: `${intent}-${r.id}`,
  });
  const field = (fields as unknown as Record<string, Parameters<typeof fieldProps>[0]>)[m.field];
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent && fetcher.formData?.get("reviewId") === r.id;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={r.id} />
      {/* One field: its own message says it; the form's line is for the server's refusals (409, 404). */}
      <FormError message={form.errors?.[0]} />
      {intent === "reply" ? (
        <TextArea {...fieldProps(field)} label={m.label} maxLength={m.max} rows={3} />
      ) : (
        <Field {...fieldProps(field)} label={m.label} maxLength={m.max} />
      )}
      <SubmitButton
        pending={pending}
        pendingText={m.pending}
        size="sm"
        variant={intent === "reply" ? "primary" : "secondary"}
        className="sm:w-auto"
      >
        {m.submit}
      </SubmitButton>
    </fetcher.Form>
  );
}
