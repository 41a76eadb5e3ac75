// Zod pieces for forms that Conform parses (browser-safe). Conform turns an empty field into
// undefined, so a required text's "missing" message must be zod's type message as well as min(1)'s.
import { z } from "zod";
import { parseWholeNumber, rupeesToPaise } from "./decimal";

/** A message, or a function giving it in the language of the parse (never call `m.*` at module level). */
export type FormMessage = string | (() => string);

/** A required, trimmed text field: empty, blank and missing all say `message`. */
export function requiredText(message: FormMessage, max?: number, tooLong?: FormMessage) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return max === undefined ? text : text.max(max, tooLong === undefined ? undefined : { error: tooLong });
}

const say = (message: FormMessage) => (typeof message === "function" ? message() : message);

/**
 * Every numeric field's block as it is made. A test (app/domain/numeric-fields.test.ts) checks that
 * each one is reachable from a field listed in NUMERIC_FIELDS, so no numeric field goes untested.
 */
export const numericBlocks = new Set<z.ZodType>();

/** One strict reading (app/utils/decimal.ts) as a zod block: text in, number out, `message` when it is not one. */
function strictText(read: (text: string) => number | null, message: FormMessage) {
  return z.string({ error: message }).transform((text, ctx) => {
    const n = read(text);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: say(message) });
      return z.NEVER;
    }
    return n;
  });
}

function registered<T extends z.ZodType>(block: T): T {
  numericBlocks.add(block);
  return block;
}

/**
 * A box holding a whole number: decimal digits only (docs/decisions/0111-strict-decimal-numbers.md),
 * never Number()'s "0x5" or "1e3". Pipe it into z.number() for the field's range and its messages.
 * Conform sends an empty box as undefined, which says `message` too unless the field is optional.
 */
export const wholeNumber = (message: FormMessage) =>
  registered(
    // A number (parsed values passed back to the domain, a stored cart's JSON) is read as its
    // decimal spelling: 5 is "5", while 5.5 and 1e21 stay refused.
    z.preprocess((value) => (typeof value === "number" ? String(value) : value), strictText(parseWholeNumber, message)),
  );

/** A box holding rupees ("499", "1,049.50", "₹499.5") → integer paise; up to `maxWholeDigits` rupee digits. */
export const rupeeAmount = (message: FormMessage, maxWholeDigits = 7) =>
  registered(strictText((text) => rupeesToPaise(text, maxWholeDigits), message));
