// A credit to the seller's bank account, as Haat keeps it (docs/decisions/0134-bank-credits-kept.md):
// what a bank SMS or a statement row says was received, reduced to what matching needs.

/** What matching needs of one bank credit: nothing else of the SMS or the statement row is kept. */
export interface BankCredit {
  /** Integer paise, > 0. */
  amountPaise: number;
  /** The UPI transaction reference (RRN/UTR): 12 digits. */
  utr: string;
  /** The order number (10 hex digits, upper case) when the payment's note came through with it; else null. */
  orderRef: string | null;
  /** When the bank says the money arrived, if it says (statement rows give a day only: midnight IST of it). */
  creditedAt: Date | null;
}

/**
 * The order number in a payment note that came through a bank's text: Haat's UPI link writes the note
 * "Order 2B91D5ECEA Shop", banks shorten and run words together ("ORDER2B91D5ECEA"). The word "order"
 * must precede it: a bare 10-hex token (a mobile number is ten digits) names nothing.
 */
export function findOrderRef(text: string): string | null {
  const found = /order\W{0,3}([0-9a-f]{10})(?![0-9a-z])/i.exec(text);
  return found ? found[1].toUpperCase() : null;
}
