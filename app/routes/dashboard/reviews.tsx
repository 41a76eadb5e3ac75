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
import { hideReview, replyToReview, shopReviews } from "~/domain/reviews/review-moderation.server";
import { HIDE_REASON_MAX, type ManagedReview, REVIEW_REPLY_MAX } from "~/domain/reviews/reviews";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { readPage } from "~/utils/paging";
import { failureMessage, type Reply, replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_reviews_title()} · ${m.common_dashboard()}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return shopReviews(db, context.get(shopContext).id, readPage(new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const form = await parseForm(request);
  const intent = form.get("intent");
  if (intent !== "reply" && intent !== "hide") return errorReply(new DomainError("unknown_action", m.seller_unknown_action()));
  const submission = parseWithZod(form, { schema: intent === "reply" ? ReplyFormSchema : HideFormSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const v = submission.value;
    if (v.intent === "reply") {
      await replyToReview(db, sellerId, v.reviewId, v.reply);
      return replySuccess({ intent, reviewId: v.reviewId }, m.seller_reply_posted());
    }
    await hideReview(db, sellerId, v.reviewId, context.get(ownerContext).id, v.reason);
    return replySuccess({ intent, reviewId: v.reviewId }, m.seller_review_hidden());
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
      <PageHeader title={m.seller_reviews_title()} />
      <FormError message={failureMessage(reply)} />
      <FormSuccess message={successMessage(reply)} />
      <section aria-labelledby="shown-reviews" className="space-y-3">
        <h2 id="shown-reviews" className="text-lg font-semibold">
          {m.seller_shown_reviews({ count: total })}
        </h2>
        {reviews.length === 0 ? (
          <Card>
            <p className="text-sm text-gray-600">{m.seller_no_reviews()}</p>
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
        <Pager page={page} pageCount={pageCount} search={params} label={m.seller_review_pages()} />
      </section>
      <section aria-labelledby="hidden-reviews" className="mt-10 space-y-3">
        <h2 id="hidden-reviews" className="text-lg font-semibold">
          {m.seller_hidden_count({ count: hidden.length })}
        </h2>
        {hidden.length === 0 ? (
          <p className="text-sm text-gray-600">{m.seller_no_hidden()}</p>
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
        <Disclosure label={m.seller_reply()} describe={m.seller_reply_to({ name: r.authorName })}>
          <ModerationForm review={r} intent="reply" />
        </Disclosure>
      )}
      <Disclosure label={m.seller_hide()} describe={m.seller_hide_review_by({ name: r.authorName })}>
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

// Texts are functions: a module-level string would be frozen in the language of the import.
const MODERATION = {
  reply: {
    schema: ReplyFormSchema,
    field: "reply",
    label: () => m.seller_reply_label(),
    max: REVIEW_REPLY_MAX,
    submit: () => m.seller_post_reply(),
    pending: () => m.seller_posting(),
  },
  hide: {
    schema: HideFormSchema,
    field: "reason",
    label: () => m.seller_hide_reason(),
    max: HIDE_REASON_MAX,
    submit: () => m.seller_hide_review(),
    pending: () => m.seller_hiding(),
  },
} as const;

function ModerationForm({ review: r, intent }: { review: ManagedReview; intent: keyof typeof MODERATION }) {
  const kind = MODERATION[intent];
  const fetcher = useFetcher({ key: MODERATION_FETCHER });
  const [form, fields] = useSchemaForm(kind.schema as typeof ReplyFormSchema, {
    lastResult: replyFor(fetcher.data, intent, r.id),
    id: `${intent}-${r.id}`,
  });
  const field = (fields as unknown as Record<string, Parameters<typeof fieldProps>[0]>)[kind.field];
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent && fetcher.formData?.get("reviewId") === r.id;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={r.id} />
      {/* One field: its own message says it; the form's line is for the server's refusals (409, 404). */}
      <FormError message={form.errors?.[0]} />
      {intent === "reply" ? (
        <TextArea {...fieldProps(field)} label={kind.label()} maxLength={kind.max} rows={3} />
      ) : (
        <Field {...fieldProps(field)} label={kind.label()} maxLength={kind.max} />
      )}
      <SubmitButton
        pending={pending}
        pendingText={kind.pending()}
        size="sm"
        variant={intent === "reply" ? "primary" : "secondary"}
        className="sm:w-auto"
      >
        {kind.submit()}
      </SubmitButton>
    </fetcher.Form>
  );
}
