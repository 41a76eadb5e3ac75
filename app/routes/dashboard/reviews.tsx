// The shop's reviews (docs/decisions/0082-reviews.md): visible ones newest first with a reply form
// (once) and 'Hide' with a reason; below, the hidden ones with who hid them and when. Plain forms:
// everything works without JavaScript.

import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { ManagedReviewCard } from "~/components/reviews/managed-review";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, inputClass } from "~/components/ui/form";
import { Pager } from "~/components/ui/pager";
import { ownerContext, servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { HIDE_REASON_MAX, HideFormSchema, type ManagedReview, REVIEW_REPLY_MAX, ReplyFormSchema } from "~/domain/reviews/forms";
import { hideReview, replyToReview, shopReviews } from "~/domain/reviews/reviews.server";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import { readPage } from "~/utils/paging";
import { failureMessage, successMessage } from "~/utils/reply";
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

function ReviewActions({ review: r }: { review: ManagedReview }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {r.reply ? null : (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reviewId" value={r.id} />
          <label htmlFor={`reply-${r.id}`} className="block text-sm font-medium text-gray-700">
            Reply (once; shown under the review)
          </label>
          <textarea id={`reply-${r.id}`} name="reply" required maxLength={REVIEW_REPLY_MAX} rows={2} className={inputClass} />
          <Button type="submit" size="sm" variant="primary">
            Post reply
          </Button>
        </Form>
      )}
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="hide" />
        <input type="hidden" name="reviewId" value={r.id} />
        <label htmlFor={`reason-${r.id}`} className="block text-sm font-medium text-gray-700">
          Reason for hiding
        </label>
        <input id={`reason-${r.id}`} name="reason" required maxLength={HIDE_REASON_MAX} className={inputClass} />
        <Button type="submit" size="sm">
          Hide review
        </Button>
      </Form>
    </div>
  );
}
