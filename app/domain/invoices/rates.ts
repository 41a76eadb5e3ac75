// The GST rate of a line, as the law states it on the document's day (docs/decisions/0129-gst-rate-table.md).
// Pure and browser-safe: the product form previews it, the checkout estimates with it, the invoice
// fixes it. The next rate change is one row with its date.

/** A rate in percent (the integrated rate; CGST and SGST are half each). */
export type Rate = number;

/** Flat, or by the value actually charged per piece (after discount): at or below a line, above it. */
export type RateRule = { flat: Rate } | { perPieceUpToPaise: number; atOrBelow: Rate; above: Rate };

export interface RateRow {
  /** An HSN prefix: a chapter (2 digits), heading (4) or sub-heading (6). The longest match wins. */
  hsn: string;
  /** The first day (IST, YYYY-MM-DD) the rule applies. */
  from: string;
  rule: RateRule;
  /** What the goods are, in words, for the seller and the accountant. */
  goods: string;
}

const REFORM = "2025-09-22";
const GST_START = "2017-07-01";
const byPrice = (rupees: number, atOrBelow: Rate, above: Rate): RateRule => ({ perPieceUpToPaise: rupees * 100, atOrBelow, above });

/**
 * The headings Haat's sellers use whose rate a 4- or 6-digit HSN decides: clothing (61, 62), made-up
 * textiles (63), footwear (64), jewellery (7113, 7117), toilet soap (3401 11), candles (3406), ceramic
 * tableware (6911, 6912), steel kitchenware (7323) and basketwork (4602, from the reform). Left to the
 * seller's own rate because the law splits them below the HSN a small seller gives: bags (4202:
 * handbags vs others), cosmetics (3304: face powder), hair care (3305), toys (9503: electronic or
 * not), quilts (9404: cotton quilts only) and furniture (9403: bamboo and cane). Sources per row:
 * docs/decisions/0129-gst-rate-table.md.
 */
export const GST_RATE_TABLE: readonly RateRow[] = [
  // Apparel and made-ups: Notification 1/2017-CT(Rate) (₹1,000 line), then 9/2025-CT(Rate) (₹2,500 line).
  { hsn: "61", from: GST_START, rule: byPrice(1000, 5, 12), goods: "Apparel, knitted or crocheted" },
  { hsn: "61", from: REFORM, rule: byPrice(2500, 5, 18), goods: "Apparel, knitted or crocheted" },
  { hsn: "62", from: GST_START, rule: byPrice(1000, 5, 12), goods: "Apparel, not knitted" },
  { hsn: "62", from: REFORM, rule: byPrice(2500, 5, 18), goods: "Apparel, not knitted" },
  { hsn: "63", from: GST_START, rule: byPrice(1000, 5, 12), goods: "Made-up textile articles (dupattas, bed linen, curtains)" },
  { hsn: "63", from: REFORM, rule: byPrice(2500, 5, 18), goods: "Made-up textile articles (dupattas, bed linen, curtains)" },
  { hsn: "6309", from: GST_START, rule: { flat: 5 }, goods: "Worn clothing" },
  // Footwear per pair: ₹500 (2017), ₹1,000 (27 July 2018), 12% up to ₹1,000 (21/2021-CT(Rate), 1 January 2022), then 9/2025.
  { hsn: "64", from: GST_START, rule: byPrice(500, 5, 18), goods: "Footwear (per pair)" },
  { hsn: "64", from: "2018-07-27", rule: byPrice(1000, 5, 18), goods: "Footwear (per pair)" },
  { hsn: "64", from: "2022-01-01", rule: byPrice(1000, 12, 18), goods: "Footwear (per pair)" },
  { hsn: "64", from: REFORM, rule: byPrice(2500, 5, 18), goods: "Footwear (per pair)" },
  { hsn: "7113", from: GST_START, rule: { flat: 3 }, goods: "Jewellery of gold or silver" },
  { hsn: "7117", from: GST_START, rule: { flat: 3 }, goods: "Imitation jewellery" },
  { hsn: "340111", from: GST_START, rule: { flat: 18 }, goods: "Toilet soap (bars, cakes)" },
  { hsn: "340111", from: REFORM, rule: { flat: 5 }, goods: "Toilet soap (bars, cakes)" },
  { hsn: "3406", from: GST_START, rule: { flat: 12 }, goods: "Candles" },
  { hsn: "3406", from: REFORM, rule: { flat: 5 }, goods: "Candles" },
  { hsn: "6911", from: GST_START, rule: { flat: 12 }, goods: "Porcelain tableware and kitchenware" },
  { hsn: "6911", from: REFORM, rule: { flat: 5 }, goods: "Porcelain tableware and kitchenware" },
  { hsn: "6912", from: GST_START, rule: { flat: 12 }, goods: "Ceramic tableware and kitchenware" },
  { hsn: "6912", from: REFORM, rule: { flat: 5 }, goods: "Ceramic tableware and kitchenware" },
  { hsn: "7323", from: GST_START, rule: { flat: 12 }, goods: "Steel and iron kitchenware" },
  { hsn: "7323", from: REFORM, rule: { flat: 5 }, goods: "Steel and iron kitchenware" },
  // Before the reform basketwork was split (grass mats, bamboo and cane at 5%, the rest 12%): the table starts at the reform.
  { hsn: "4602", from: REFORM, rule: { flat: 5 }, goods: "Basketwork and cane handicraft" },
];

/** The earliest day the table speaks for; an earlier document has no rate here. */
export const RATE_TABLE_START = GST_START;

/**
 * The rates a seller may set by hand for goods outside the table, in force since 22 September 2025
 * (0, 5, 18, 40 and the 3% for precious-metal articles). The 0.25% and 1.5% special rates are for
 * goods Haat's sellers do not sell.
 */
export const MANUAL_GST_RATES = [0, 3, 5, 18, 40] as const;

/** The table's row for an HSN on a day: the longest prefix that matches, its latest row from that day or before. */
export function rateRow(hsn: string, day: string): RateRow | null {
  let best: RateRow | null = null;
  for (const row of GST_RATE_TABLE) {
    if (!hsn.startsWith(row.hsn) || row.from > day) continue;
    if (!best || row.hsn.length > best.hsn.length || (row.hsn.length === best.hsn.length && row.from > best.from)) best = row;
  }
  return best;
}

/** A rule's rate for a line of `quantity` pieces charged `valuePaise` in all (after discount). */
export function ruleRate(rule: RateRule, valuePaise: number, quantity: number): Rate {
  if ("flat" in rule) return rule.flat;
  // Per piece ≤ line ⇔ value ≤ line × quantity: exact in integers, no rounding of the piece price.
  return valuePaise <= rule.perPieceUpToPaise * Math.max(quantity, 1) ? rule.atOrBelow : rule.above;
}

export interface LineRateInput {
  hsn: string | null;
  /** What the line is charged in all, after its share of the discount. */
  valuePaise: number;
  quantity: number;
  /** The document's day (IST, YYYY-MM-DD). */
  day: string;
  /** The seller's own rate, used only for an HSN the table does not cover. */
  manualRate: Rate | null;
}

/** Where a line's rate came from: the law's table, the seller's rate for an HSN outside it, or nothing set. */
export type RateSource = "table" | "manual" | "none";

export function lineRate(input: LineRateInput): { rate: Rate; source: RateSource; row: RateRow | null } {
  const row = input.hsn ? rateRow(input.hsn, input.day) : null;
  if (row) return { rate: ruleRate(row.rule, input.valuePaise, input.quantity), source: "table", row };
  if (input.manualRate !== null) return { rate: input.manualRate, source: "manual", row: null };
  return { rate: 0, source: "none", row: null };
}

/** "5% up to ₹2,500 a piece, 18% above" or "18%": a rule in words (English; the form localises its own). */
export function describeRule(rule: RateRule): string {
  if ("flat" in rule) return `${rule.flat}%`;
  const line = (rule.perPieceUpToPaise / 100).toLocaleString("en-IN");
  return `${rule.atOrBelow}% up to ₹${line} a piece, ${rule.above}% above`;
}
