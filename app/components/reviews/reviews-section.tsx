// The product page's 'Reviews' (docs/decisions/0082-reviews.md): average, count and a bar per star,
// the sort and pages as links (?rsort, ?rpage: work without JS), each review as plain text with the
// seller's reply, and the write/edit form for a shopper an order of it was delivered to.
import { lazy, Suspense } from "react";
import { Form, Link, useActionData, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { FormError } from "~/components/ui/form";
import { Pager } from "~/components/ui/pager";
import {
  formatRating,
  notEligible,
  type ProductReviews,
  REVIEW_SORTS,
  type ReviewView,
  ratingLabel,
  reviewSortLabel,
} from "~/domain/reviews/reviews";
import * as m from "~/i18n/messages";
import { failureMessage, type Reply, replyForIntent } from "~/utils/reply";
import { ReviewContent } from "./review-content";
import type { Reviewer } from "./reviewer";
import { Stars } from "./stars";

const ReviewForm = lazy(() => import("./review-form").then((mod) => ({ default: mod.ReviewForm })));

export function ReviewsSection({ data, reviewer, shop }: { data: ProductReviews; reviewer: Reviewer; shop: string }) {
  const { pathname, search } = useLocation();
  const reply = useActionData() as Reply<unknown> | undefined;
  const reviewReply = replyForIntent(reply, "review");
  const helpfulReply = replyForIntent(reply, "helpful") ?? (reply && !reviewReply ? reply : undefined);
  const { summary } = data;
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes))
      if (v === null) next.delete(k);
      else next.set(k, v);
    return `${pathname}${next.size ? `?${next}` : ""}#reviews`;
  };
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-20">
      <h2 id="reviews-heading" className="mb-4 text-xl font-semibold">
        {m.shop_reviews()}
      </h2>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-4">
          {summary.count > 0 && summary.average !== null ? (
            <div>
              <p className="flex items-center gap-2">
                <span className="text-3xl font-bold" aria-hidden="true">
                  {formatRating(summary.average)}
                </span>
                <Stars value={summary.average} size="h-5" />
              </p>
              <p className="text-sm text-gray-600">{ratingLabel(summary.average, summary.count)}</p>
              <Distribution counts={summary.distribution} total={summary.count} />
            </div>
          ) : (
            <p className="text-sm text-gray-600">{m.shop_no_reviews()}</p>
          )}
          <ReviewFormArea reviewer={reviewer} shop={shop} lastResult={reviewReply} />
        </div>
        <div className="lg:col-span-2">
          {summary.count > 0 ? (
            <>
              <nav aria-label={m.shop_sort_reviews()} className="mb-3 flex items-center gap-2 text-sm">
                <span className="text-gray-600">{m.shop_sort_label()}</span>
                {REVIEW_SORTS.map((s) => (
                  <Link
                    key={s}
                    to={hrefWith({ rsort: s === "newest" ? null : s, rpage: null })}
                    preventScrollReset
                    aria-current={data.sort === s ? "true" : undefined}
                    className={`rounded-full border px-3 py-1 ${data.sort === s ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-gray-300 text-gray-700 hover:bg-gray-50"}`}
                  >
                    {reviewSortLabel(s)}
                  </Link>
                ))}
              </nav>
              <FormError message={failureMessage(helpfulReply)} />
              <ul className="divide-y divide-gray-200">
                {data.reviews.map((r) => (
                  <li key={r.id} className="py-4">
                    <ReviewItem review={r} signedIn={reviewer.signedIn} />
                  </li>
                ))}
              </ul>
              <Pager
                page={data.page}
                pageCount={data.pageCount}
                hrefFor={(n) => hrefWith({ rpage: n > 1 ? String(n) : null })}
                label={m.shop_review_pages()}
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Distribution({ counts, total }: { counts: readonly number[]; total: number }) {
  return (
    <ul className="mt-3 space-y-1 text-sm" aria-label={m.shop_reviews_per_star()}>
      {[5, 4, 3, 2, 1].map((star) => {
        const n = counts[star - 1];
        const pct = total ? Math.round((n / total) * 100) : 0;
        return (
          <li key={star} className="flex items-center gap-2">
            <span className="w-12 shrink-0 text-gray-700">{m.shop_star_bar({ star })}</span>
            <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${pct}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums text-gray-600">
              {n}
              <span className="sr-only"> {n === 1 ? m.shop_review_word_one() : m.shop_review_word_other()}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review: r, signedIn }: { review: ReviewView; signedIn: boolean }) {
  const helpful = r.helpfulCount === 1 ? m.shop_helpful_count_one({ count: 1 }) : m.shop_helpful_count_other({ count: r.helpfulCount });
  return (
    <article aria-label={m.shop_review_by({ author: r.authorName })}>
      <ReviewContent review={r} />
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-gray-600">
        {r.helpfulCount > 0 ? <span>{helpful}</span> : null}
        {signedIn && !r.mine ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="helpful" />
            <input type="hidden" name="reviewId" value={r.id} />
            <button type="submit" aria-pressed={r.votedHelpful} className={buttonVariants({ size: "sm" })}>
              {r.votedHelpful ? m.shop_helpful_voted() : m.shop_helpful()}
            </button>
          </Form>
        ) : null}
        {r.mine ? <span className="text-xs font-medium text-brand-700">{m.shop_your_review()}</span> : null}
      </div>
    </article>
  );
}

function ReviewFormArea({ reviewer, shop, lastResult }: { reviewer: Reviewer; shop: string; lastResult: Reply<unknown> | undefined }) {
  const { pathname, search } = useLocation();
  if (!reviewer.eligible) {
    // The link's place in the sentence differs by language: the message says where it goes.
    const [before, after] = m.shop_review_sign_in_line({ link: "\u0000" }).split("\u0000");
    return (
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
        <p>{notEligible()}</p>
        {reviewer.signedIn ? null : (
          <p className="mt-2">
            {before}
            <Link
              className="font-medium text-brand-700 underline"
              to={`/${shop}/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`}
            >
              {m.shop_sign_in()}
            </Link>
            {after}
          </p>
        )}
      </div>
    );
  }
  // The form (Conform + zod) is its own chunk: only a shopper who may review downloads it.
  return (
    <Suspense fallback={<div className="h-72 rounded-lg border border-gray-200" aria-busy="true" />}>
      <ReviewForm mine={reviewer.mine} lastResult={lastResult} />
    </Suspense>
  );
}
