// The amount a credit verb is about. Every bank's credit line puts the amount right next to its verb,
// before it ("Rs.6000 Credited to", "INR 10.00 is credited", "An amount of INR 500.00 has been CREDITED")
// or after it ("credited by Rs500", "Credited for Rs:501.00", "Money Received - INR 22,000.00"); the other
// amounts in the text (the balance, a limit) never touch the verb.

import { AMOUNT_SOURCE, rupeesToPaise } from "./amount";

const VERB = String.raw`(?:credited|received|deposited)\b`;
const BEFORE_VERB = new RegExp(`${AMOUNT_SOURCE}\\s*(?:(?:has|have|is|was|been|successfully)\\s+)*${VERB}`, "gi");
const AFTER_VERB = new RegExp(`${VERB}\\s*(?:(?:with|by|for|of|in|:|-|–)\\s*)*${AMOUNT_SOURCE}`, "gi");
const ANY_VERB = new RegExp(`\\b${VERB}`, "i");

export type CreditedAmount = { kind: "none" } | { kind: "verb_only" } | { kind: "amount"; paise: number };

/**
 * What the credit verbs of a text say: no verb at all; a verb but no single amount beside it (none, or two
 * different ones, or one that is not a plain figure); or the one amount credited.
 */
export function creditedAmount(text: string): CreditedAmount {
  if (!ANY_VERB.test(text)) return { kind: "none" };
  const amounts = new Set<number | null>();
  for (const pattern of [BEFORE_VERB, AFTER_VERB]) {
    for (const match of text.matchAll(pattern)) amounts.add(rupeesToPaise(match[1]));
  }
  const [only] = amounts;
  if (amounts.size !== 1 || only === null || only === undefined || only <= 0) return { kind: "verb_only" };
  return { kind: "amount", paise: only };
}
