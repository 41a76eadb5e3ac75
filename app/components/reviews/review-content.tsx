// A review's stars, author, date, text and the seller's reply: the product page and the seller's and
// admin's lists show the same. Plain text (React escapes it), line breaks kept.
import type { ReactNode } from "react";
import type { ReviewBase } from "~/domain/reviews/reviews";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { Stars } from "./stars";

/** `extra` goes at the end of the stars line (the helpful count on the seller's list). */
export function ReviewContent({ review: r, extra }: { review: ReviewBase; extra?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={r.rating} />
        <span className="sr-only">{m.shop_rating_out_of_5({ rating: r.rating })}</span>
        <span className="font-medium">{r.authorName}</span>
        <time dateTime={r.createdAt} className="text-sm text-gray-500">
          {formatDate(r.createdAt)}
        </time>
        {extra}
      </div>
      {r.body ? <p className="mt-2 whitespace-pre-line break-words text-gray-800">{r.body}</p> : null}
      {r.reply ? (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-gray-50 p-3 text-sm">
          <p className="font-semibold text-gray-800">
            {m.shop_review_seller_reply()}
            {r.repliedAt ? <span className="font-normal text-gray-500"> · {formatDate(r.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-700">{r.reply}</p>
        </div>
      ) : null}
    </>
  );
}
