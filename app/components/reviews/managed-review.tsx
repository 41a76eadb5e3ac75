// A review as the seller's dashboard and the admin see it: product, stars, author, date, text,
// the reply, and — for a hidden one — who hid it, when and why. Plain text throughout.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ManagedReview } from "~/domain/reviews/forms";
import { formatDate, formatDateTime } from "~/utils/dates";
import { Stars } from "./stars";

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
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={r.rating} />
        <span className="sr-only">{r.rating} out of 5 stars</span>
        <span className="font-medium">{r.authorName}</span>
        <time dateTime={r.createdAt} className="text-sm text-gray-500">
          {formatDate(r.createdAt)}
        </time>
        {r.helpfulCount > 0 ? <span className="text-sm text-gray-500">{r.helpfulCount} found it helpful</span> : null}
      </div>
      {r.body ? <p className="mt-2 whitespace-pre-line break-words text-gray-800">{r.body}</p> : null}
      {r.reply ? (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-gray-50 p-3 text-sm">
          <p className="font-semibold text-gray-800">
            Reply from the seller{r.repliedAt ? <span className="font-normal text-gray-500"> · {formatDate(r.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-700">{r.reply}</p>
        </div>
      ) : null}
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
