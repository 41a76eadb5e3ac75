// Stars for a rating (docs/decisions/0082-reviews.md). The drawn stars are decoration; the words
// ("4.3 out of 5 stars, 12 reviews") are what a screen reader reads.
import { formatRating, ratingLabel } from "~/domain/reviews/reviews";

/**
 * Five stars filled to `value` (0–5; partial stars fill in part), as one element: .stars in app.css
 * masks a gray-to-amber strip with five stars (a card's rating was 31 elements, 20 cards a page).
 * `size` is the height; the width follows.
 */
export function Stars({ value, size = "h-4" }: { value: number; size?: string }) {
  const fill = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return <span aria-hidden="true" className={`stars ${size}`} style={{ "--fill": fill } as React.CSSProperties} />;
}

/** "★★★★☆ 4.3 (12)": the product card's line; nothing when there is no review yet. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return null;
  return (
    <p className="flex items-center gap-1 text-xs text-gray-700">
      <Stars value={average} size="h-3.5" />
      <span aria-hidden="true">
        {formatRating(average)} ({count})
      </span>
      <span className="sr-only">{ratingLabel(average, count)}</span>
    </p>
  );
}
