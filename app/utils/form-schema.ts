// Zod pieces for forms that Conform parses (browser-safe). Conform turns an empty field into
// undefined, so a required text's "missing" message must be zod's type message as well as min(1)'s.
import { z } from "zod";

/** A required, trimmed text field: empty, blank and missing all say `message`. */
export function requiredText(message: string, max?: number, tooLong?: string) {
  const text = z.string(message).trim().min(1, message);
  return max === undefined ? text : text.max(max, tooLong);
}
