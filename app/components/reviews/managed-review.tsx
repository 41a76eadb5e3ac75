// A review as the seller's dashboard and the admin see it: product, stars, author, date, text,
// the reply, and — for a hidden one — who hid it, when and why. Plain text throughout.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ManagedReview } from "~/domain/reviews/reviews";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { ReviewContent } from "./review-content";

export function ManagedReviewCard({
  review: r,
  showShop = false,
  children,
}: {
  review: ManagedReview;
  showShop?: boolean;
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={m.shop_review_by_of({ author: r.authorName, product: r.productName })}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-gray-600">
        {showShop ? `${r.shopName} · ` : null}
        <Link to={`/${r.shopHandle}/product/${r.productId}`} className="font-medium text-brand-700 hover:underline">
          {r.productName}
        </Link>
      </p>
      <div className="mt-1">
        <ReviewContent
          review={r}
          extra={
            r.helpfulCount > 0 ? (
              <span className="text-sm text-gray-500">{m.shop_review_found_helpful({ count: r.helpfulCount })}</span>
            ) : null
          }
        />
      </div>
      {r.hiddenAt ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {m.shop_review_hidden_by({
            name: r.hiddenByName ?? m.shop_deleted_account(),
            date: formatDateTime(r.hiddenAt),
            reason: r.hiddenReason ?? "",
          })}
        </p>
      ) : r.restoredAt ? (
        <p className="mt-3 text-xs text-gray-500">
          {m.shop_review_restored_by({ name: r.restoredByName ?? m.shop_an_admin(), date: formatDateTime(r.restoredAt) })}
        </p>
      ) : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </article>
  );
}
