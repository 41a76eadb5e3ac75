// The UPI reference (RRN/UTR) in a bank's text: always 12 digits, always after a label — "UPI Ref No",
// "Ref no", "Refno", "RRN:", "UPI:", "(UPI 5267…)", "thru UPI/5118…", "UPI/P2A/5278…", "Txn ID:".
// A bare 12-digit run names nothing (a phone number with a prefix, an account number).

const LABEL = String.raw`(?:\bupi(?:\s*(?:ref(?:erence)?|txn|transaction))?|\bref(?:erence)?|\brrn|\butr|\btxn\s*id|\btransaction\s*id)`;
const LABEL_SUFFIX = String.raw`(?:[\s.]*(?:no|id|number|num)\b)?`;
const BETWEEN = String.raw`[\s.:#\-/()]*(?:(?:cr|p2a|p2m|p2p)\s*/\s*)?`;
const REFERENCE = new RegExp(`${LABEL}${LABEL_SUFFIX}${BETWEEN}(\\d{12})(?!\\d)`, "gi");

/** The one labelled 12-digit reference, or null when there is none or two different ones. */
export function findUpiReference(text: string): string | null {
  const found = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    if (!/^0+$/.test(match[1])) found.add(match[1]);
  }
  return found.size === 1 ? [...found][0] : null;
}
