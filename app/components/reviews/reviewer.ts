// What the product page knows of the person looking at its reviews.
export interface Reviewer {
  signedIn: boolean;
  eligible: boolean;
  mine: { rating: number; body: string; hidden: boolean } | null;
}
