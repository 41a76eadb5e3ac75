// PostgreSQL text cannot hold NUL: input holding one is refused with a 4xx before it reaches a query.
// Browser-safe, so forms that parse JSON on both sides (the product form) use the same check.
import * as m from "~/i18n/messages";

/** The refusal in the request's language; FORBIDDEN_CHARACTER is its English text (tests compare with it). */
export const forbiddenCharacterMessage = () => m.platform_forbidden_character();
export const FORBIDDEN_CHARACTER = m.platform_forbidden_character({}, { locale: "en" });

/** Whether any string (or key) in a parsed body holds NUL. Iterative: deep JSON cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}
