// Stars for a rating (docs/decisions/0082-reviews.md). The drawn stars are decoration; the words
// ("4.3 out of 5 stars, 12 reviews") are what a screen reader reads.
import { formatRating, ratingLabel } from "~/domain/reviews/reviews";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.85L10 14.9l-5.25 2.75 1-5.85L1.5 7.7l5.9-.9z";

/** Five stars filled to `value` (0–5; partial stars fill in part). */
export function Stars({ value, size = "h-4 w-4" }: { value: number; size?: string }) {
  return (
    <span className="inline-flex shrink-0" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={`relative ${size}`}>
            <svg viewBox="0 0 20 20" className={`absolute inset-0 ${size} text-gray-300`} fill="currentColor">
              <path d={STAR} />
            </svg>
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 20 20" className={`${size} text-amber-500`} fill="currentColor">
                  <path d={STAR} />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** "★★★★☆ 4.3 (12)": the product card's line; nothing when there is no review yet. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return null;
  return (
    <p className="flex items-center gap-1 text-xs text-gray-700">
      <Stars value={average} size="h-3.5 w-3.5" />
      <span aria-hidden="true">
        {formatRating(average)} ({count})
      </span>
      <span className="sr-only">{ratingLabel(average, count)}</span>
    </p>
  );
}
