// Texts that carry money words but are not a shopper's payment into the seller's account. Any one of
// these refuses the whole text: wrongly ignoring a real payment costs the seller one manual match,
// wrongly accepting a text hands over goods for money that never came.

/** Safety lines genuine alerts end with ("Never Share OTP/PIN/CVV"): not an OTP text, so read past them. */
const SAFETY_LINE = /\b(?:never|do\s*not|don'?t|pls\s+do\s+not|please\s+do\s+not)\s+share\b[^.\n]*/gi;

const REFUSALS: readonly RegExp[] = [
  // One-time passwords, even when they quote an amount and a number.
  /\botp\b|one[\s-]*time[\s-]*pass(?:word|code)|verification\s+code|\bpasscode\b/i,
  // Money leaving the account: the seller paying someone ("debited … and credited to VPA …" included).
  /\bdebited\b|\bdebit\s+(?:of|for|alert)\b|\bdr\.?\s*(?:₹|rs\b|inr\b)|\/dr\//i,
  /\bwithdrawn\b|\bspent\b|\bpaid\b(?!\s+by)|\bsent\b(?!\s+by)|\btransferred\b|\bdeducted\b|\bpurchase\b/i,
  /\bfrom\s+(?:your|ur)\s+(?:a\/c|ac|acct|account|bank)\b|\bcredited\s+to\s+(?:the\s+)?(?:vpa|beneficiary|payee)\b/i,
  // Failed, declined, reversed or refunded transactions: the account gets back its own money.
  /\bfail(?:ed|ure)?\b|\bdeclined\b|\bunsuccessful\b|\brevers(?:ed|al)\b|\brefund(?:ed)?\b|\brejected\b|\bcould\s+not\b|\bnot\s+processed\b/i,
  // Requests, promises and standing orders: nothing has arrived.
  /\bwill\s+be\s+credited\b|\bhas\s+requested\b|\brequested\s+(?:money|payment|₹|rs\b|inr\b)|\bcollect\s+request\b|\bapprove\b/i,
  /\bmandate\b|\bauto\s*-?pay\b|\bnach\b|\bumrn\b|\bstanding\s+instruction\b/i,
  // Offers, loans, cards and rewards.
  /\bloan\b|\boffer\b|\bcash\s*back\b|\breward|\beligible\b|\bpre-?approved\b|\bapply\b|\bcongratulations\b|\bwon\b|\bemi\b|\bcredit\s+card\b|\bvoucher\b/i,
];

/** True when the text is one of those that never count as a shopper's payment. */
export function isRefused(text: string): boolean {
  const read = text.replace(SAFETY_LINE, " ");
  return REFUSALS.some((pattern) => pattern.test(read));
}
