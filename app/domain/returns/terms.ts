// A shop's return terms in one sentence, shown before purchase (the checkout) as the E-Commerce Rules
// ask (docs/decisions/0139-returns-and-exchanges.md). Browser-safe.
import * as m from "~/i18n/messages";
import { DEFECT_WINDOW_DAYS } from "./rules";
import type { ReturnPolicy } from "./shown";

export function returnTerms(policy: ReturnPolicy): string {
  if (policy.windowDays <= 0) return m.account_return_terms_none({ days: DEFECT_WINDOW_DAYS });
  return policy.exchanges
    ? m.account_return_terms_exchange({ days: policy.windowDays })
    : m.account_return_terms_refund({ days: policy.windowDays });
}
