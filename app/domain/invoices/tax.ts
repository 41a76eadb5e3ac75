// The GST included in a checkout's prices (docs/decisions/0077-gst-invoices.md). Pure and
// browser-safe; priceCheckout calls it, so the quote, the checkout and the invoice agree.
//
// Rules: prices include tax. Only a regular seller charges tax (composition and unregistered
// sellers: none). Each goods line's taxable amount is its total after its share of the discount
// (largest-remainder shares, as the orders get them); its tax is amount × rate / (100 + rate)
// rounded half up to the paisa, per line. The delivery and COD fees follow the principal supply:
// they are taxed at the highest rate among the goods. Intra-state supply (place of supply in the
// shop's state) splits each line's tax into CGST = floor(tax / 2) and SGST = tax − CGST; an
// inter-state supply is all IGST. So every split sums exactly to its line's tax.
import type { GstStatus } from "~/db/schema/values";
import { allocate } from "~/domain/checkout/totals";
import { normalizeState } from "~/domain/payments/delivery";

export interface TaxProfile {
  status: GstStatus;
  /** The shop's state (the supplier's location). */
  state: string;
}

export interface TaxInput {
  profile: TaxProfile;
  /** The place of supply: the delivery address's state, or the shop's own for in-shop purchase. */
  placeOfSupply: string;
  /** Each goods line's total (price × quantity) and its product's GST rate (null: none set, 0%). */
  lines: readonly { totalPaise: number; rate: number | null }[];
  discountPaise: number;
  deliveryFeePaise: number;
  codFeePaise: number;
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

export interface CheckoutTax {
  /** False for composition and unregistered sellers: no tax is charged or shown. */
  charged: boolean;
  intraState: boolean;
  /** The state the supply is made in, as given. */
  placeOfSupply: string;
  lines: TaxLine[];
  delivery: TaxLine;
  cod: TaxLine;
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
  const totals = input.lines.map((l) => l.totalPaise);
  const discounts = allocate(input.discountPaise, totals);
  const rateOf = (r: number | null) => (charged ? (r ?? 0) : 0);
  const lines = input.lines.map((l, i) => taxLine(l.totalPaise - discounts[i], rateOf(l.rate), intraState));
  // Composite supply: the fees take the principal supply's rate, the highest among the goods.
  const feeRate = lines.reduce((m, l) => Math.max(m, l.rate), 0);
  const delivery = taxLine(input.deliveryFeePaise, feeRate, intraState);
  const cod = taxLine(input.codFeePaise, feeRate, intraState);
  const taxPaise = lines.reduce((s, l) => s + l.taxPaise, 0) + delivery.taxPaise + cod.taxPaise;
  return { charged, intraState, placeOfSupply: input.placeOfSupply, lines, delivery, cod, taxPaise };
}
