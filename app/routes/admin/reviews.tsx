// Hidden reviews of every shop, latest hidden first, with who hid them and why; 'Restore' makes one
// visible (and counted) again (docs/decisions/0082-reviews.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { ActionNotice, PageTitle } from "~/components/admin/ui";
import { ManagedReviewCard } from "~/components/reviews/managed-review";
import { buttonVariants } from "~/components/ui/button";
import { adminContext, servicesContext } from "~/context";
import { RestoreFormSchema } from "~/domain/reviews/forms";
import { hiddenReviews, restoreReview } from "~/domain/reviews/review-moderation.server";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [{ title: "Reviews · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { hidden: await hiddenReviews(context.get(servicesContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminContext);
  const submission = parseWithZod(await parseForm(request), { schema: RestoreFormSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await restoreReview(context.get(servicesContext).db, submission.value.reviewId, me.id);
    return replySuccess(undefined, "Review restored. It shows and counts again.");
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function AdminReviews() {
  const { hidden } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The admin's small actions are plain forms with the page's notice (as Sellers and Users); the
  // button waits while one is on its way.
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageTitle hint={`${hidden.length} hidden`}>Hidden reviews</PageTitle>
      <ActionNotice result={result} />
      {hidden.length === 0 ? (
        <p className="text-sm text-gray-600">No shop has hidden a review.</p>
      ) : (
        <ul className="space-y-3">
          {hidden.map((r) => (
            <li key={r.id}>
              <ManagedReviewCard review={r} showShop>
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="reviewId" value={r.id} />
                  <button type="submit" disabled={busy} className={buttonVariants({ size: "sm" })}>
                    Restore
                  </button>
                </Form>
              </ManagedReviewCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
