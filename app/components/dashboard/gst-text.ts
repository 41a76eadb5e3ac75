// A rate-table rule and an HSN's goods in the seller's language, for the product form, the
// categories page and the rate-change notice.
import type { RateRow, RateRule } from "~/domain/invoices/rates";
import * as m from "~/i18n/messages";

/** "5% up to ₹2,500 a piece, 18% above", or "18%". */
export function ruleText(rule: RateRule): string {
  if ("flat" in rule) return `${rule.flat}%`;
  const line = (rule.perPieceUpToPaise / 100).toLocaleString("en-IN");
  return m.dash_gst_rule_by_price({ atOrBelow: rule.atOrBelow, line, above: rule.above });
}

/** What an HSN's table row says the goods are (in English, as the table holds them), or that it is outside the table. */
export const goodsText = (row: RateRow | null) => row?.goods ?? m.dash_hsn_outside_table();
