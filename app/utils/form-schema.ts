// Zod pieces for forms that Conform parses (browser-safe). Conform turns an empty field into
// undefined, so a required text's "missing" message must be zod's type message as well as min(1)'s.
import { z } from "zod";

/** A message, or a function giving it in the language of the parse (never call `m.*` at module level). */
export type FormMessage = string | (() => string);

/** A required, trimmed text field: empty, blank and missing all say `message`. */
export function requiredText(message: FormMessage, max?: number, tooLong?: FormMessage) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return max === undefined ? text : text.max(max, tooLong === undefined ? undefined : { error: tooLong });
}
