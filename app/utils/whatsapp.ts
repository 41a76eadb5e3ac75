// wa.me click-to-chat links (docs/decisions/0078-guest-tracking-and-whatsapp-links.md): the person's
// own WhatsApp opens with the text filled in and they press send; Haat itself sends nothing.

/** A 10-digit Indian mobile, or null. Spaces, dashes, brackets, "+91", "91" or a leading 0 are tolerated. */
export function indianMobile(input: string | null | undefined): string | null {
  const digits = (input ?? "")
    .replace(/[\s()-]/g, "")
    .replace(/^\+?91(?=\d{10}$)/, "")
    .replace(/^0(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * `https://wa.me/91XXXXXXXXXX?text=…` for a 10-digit Indian mobile (wa.me wants the country code
 * and no "+"), or null when the number is not one, so the caller hides its button.
 */
export function whatsappLink(mobile10: string | null | undefined, text: string): string | null {
  const mobile = indianMobile(mobile10);
  if (!mobile) return null;
  return `https://wa.me/91${mobile}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
