// What an erased shopper's tax documents keep of them (CGST Rules 46, 49 and 53). A tax invoice must
// name its recipient with their address when the recipient is registered (a GSTIN: a business
// buyer), or, unregistered, when the taxable value is ₹50,000 or more (Rule 46(f)); below that it
// names them only if they asked (Rule 46(g)) and the place of supply (state name and code) is what
// must stay. A bill of supply names only a registered recipient (Rule 49(f)). A credit note follows
// its invoice, so the two always name the same recipient. Never the mobile or e-mail: no rule asks.
import type { Recipient, TaxDocument } from "~/domain/invoices/document";

/** Rule 46(f)'s threshold, in paise: ₹50,000. */
export const NAMED_RECIPIENT_FROM_PAISE = 50_000_00;

/** Whether the law requires this invoice to keep its recipient's name and address. */
export function recipientRequired(invoice: Pick<TaxDocument, "kind" | "recipient" | "totals">): boolean {
  if (invoice.recipient.gstin) return true;
  return invoice.kind === "tax_invoice" && invoice.totals.taxablePaise >= NAMED_RECIPIENT_FROM_PAISE;
}

/** The recipient reduced to the place of supply: no name, the state for the address. */
export function placeOnlyRecipient(doc: Pick<TaxDocument, "placeOfSupply">): Recipient {
  return { name: "", address: doc.placeOfSupply.state, gstin: null };
}

/** The document as it is kept once its shopper is erased; `required` is its invoice's recipientRequired. */
export function keptDocument<T extends TaxDocument>(doc: T, required: boolean): T {
  return required ? doc : { ...doc, recipient: placeOnlyRecipient(doc) };
}
