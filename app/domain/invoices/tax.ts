// The GST included in a checkout's prices (docs/decisions/0077-gst-invoices.md, rates by
// docs/decisions/0129-gst-rate-table.md). Pure and browser-safe: priceCheckout estimates with it on the
// day of the checkout, and the invoice fixes it on the day the goods leave.
//
// Rules: prices include tax. Only a regular seller charges tax (composition and unregistered
// sellers: none). Each goods line's value is its total after its share of the discount
// (largest-remainder shares, as the order's lines keep them); its rate comes from its HSN and the value
// per piece on the day (rates.ts); its tax is value × rate / (100 + rate) rounded half up to the paisa.
// The delivery and COD fees are part of the value of the goods they carry (CGST Act section 15(2)(c)):
// each fee is shared over the goods lines by value and each share is taxed at its line's rate.
// Intra-state supply splits each tax into CGST = floor(tax / 2) and SGST = tax − CGST; inter-state is
// all IGST. So every split sums exactly to its line's tax.
import type { GstStatus } from "~/db/schema/values";
import { allocate } from "~/domain/checkout/totals";
import { normalizeState } from "~/domain/payments/delivery";
import { lineRate, type RateSource } from "./rates";

export interface TaxProfile {
  status: GstStatus;
  /** The shop's state (the supplier's location). */
  state: string;
}

export interface TaxGoodsLine {
  /** price × quantity, before the discount. */
  totalPaise: number;
  quantity: number;
  hsn: string | null;
  /** The seller's rate for an HSN outside the rate table (null: none set). */
  manualRate: number | null;
}

export interface TaxInput {
  profile: TaxProfile;
  /** The place of supply: the delivery address's state, or the shop's own for in-shop purchase. */
  placeOfSupply: string;
  lines: readonly TaxGoodsLine[];
  /** Each line's share of the discount, when the order already fixed them; else shared here by value. */
  discountShares?: readonly number[];
  discountPaise: number;
  deliveryFeePaise: number;
  codFeePaise: number;
  /** The day the rates are taken on (IST, YYYY-MM-DD). */
  day: string;
}

export interface TaxLine {
  /** The amount the tax is included in (what the shopper pays for this line). */
  valuePaise: number;
  /** value − tax. */
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface GoodsTax extends TaxLine {
  /** Where the rate came from (the law's table, the seller's own rate, or none set). */
  source: RateSource;
}

/** One fee's share that follows goods line `line` (its rate and HSN). */
export interface FeeTax extends TaxLine {
  fee: "delivery" | "cod";
  line: number;
}

export interface CheckoutTax {
  /** False for composition and unregistered sellers: no tax is charged or shown. */
  charged: boolean;
  intraState: boolean;
  /** The state the supply is made in, as given. */
  placeOfSupply: string;
  day: string;
  lines: GoodsTax[];
  /** The fees' shares, in goods-line order, delivery then COD; only non-zero shares. */
  fees: FeeTax[];
  taxPaise: number;
}
/** The tax included in `valuePaise` at `rate` percent, rounded half up to the paisa. */
export function includedTax(valuePaise: number, rate: number): number {
  if (valuePaise <= 0 || rate <= 0) return 0;
  // round(v·r / (100+r)) half up, in integers: floor((2·v·r + (100+r)) / (2·(100+r))).
  const base = 100 + rate;
  return Math.floor((2 * valuePaise * rate + base) / (2 * base));
}

/** One line's tax and its split. */
export function taxLine(valuePaise: number, rate: number, intraState: boolean): TaxLine {
  const taxPaise = includedTax(valuePaise, rate);
  const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0;
  return {
    valuePaise,
    taxablePaise: valuePaise - taxPaise,
    rate,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
    taxPaise,
  };
}

/** Whether the place of supply is in the shop's state (an unknown shop state counts as the same). */
export function isIntraState(shopState: string, placeOfSupply: string): boolean {
  if (!shopState.trim() || !placeOfSupply.trim()) return true;
  return normalizeState(shopState) === normalizeState(placeOfSupply);
}

export function checkoutTax(input: TaxInput): CheckoutTax {
  const charged = input.profile.status === "regular";
  const intraState = isIntraState(input.profile.state, input.placeOfSupply);
  const discounts =
    input.discountShares ??
    allocate(
      input.discountPaise,
      input.lines.map((l) => l.totalPaise),
    );
  const lines: GoodsTax[] = input.lines.map((l, i) => {
    const valuePaise = l.totalPaise - discounts[i];
    const { rate, source } = charged
      ? lineRate({ hsn: l.hsn, valuePaise, quantity: l.quantity, day: input.day, manualRate: l.manualRate })
      : { rate: 0, source: "none" as const };
    return { ...taxLine(valuePaise, rate, intraState), source };
  });
  const values = lines.map((l) => l.valuePaise);
  const fees: FeeTax[] = [];
  for (const [fee, amount] of [
    ["delivery", input.deliveryFeePaise],
    ["cod", input.codFeePaise],
  ] as const) {
    // allocate gives a fee on goods worth nothing (all discounted) to the first line.
    allocate(amount, values).forEach((share, line) => {
      if (share > 0) fees.push({ ...taxLine(share, lines[line].rate, intraState), fee, line });
    });
  }
  const taxPaise = [...lines, ...fees].reduce((s, l) => s + l.taxPaise, 0);
  return { charged, intraState, placeOfSupply: input.placeOfSupply, day: input.day, lines, fees, taxPaise };
}
