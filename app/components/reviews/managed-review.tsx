// A review as the seller's dashboard and the admin see it: product, stars, author, date, text,
// the reply, and — for a hidden one — who hid it, when and why. Plain text throughout.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ManagedReview } from "~/domain/reviews/reviews";
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
      aria-label={`Review by ${r.authorName} of ${r.productName}`}
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
          extra={r.helpfulCount > 0 ? <span className="text-sm text-gray-500">{r.helpfulCount} found it helpful</span> : null}
        />
      </div>
      {r.hiddenAt ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Hidden by {r.hiddenByName ?? "a deleted account"} on {formatDateTime(r.hiddenAt)} (IST). Reason: {r.hiddenReason}
        </p>
      ) : r.restoredAt ? (
        <p className="mt-3 text-xs text-gray-500">
          Restored by {r.restoredByName ?? "an admin"} on {formatDateTime(r.restoredAt)} (IST).
        </p>
      ) : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </article>
  );
}
