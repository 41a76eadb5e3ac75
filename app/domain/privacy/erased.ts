// An erased account keeps its row with an address that is unique and that no mail server accepts
// (the .invalid top-level domain, RFC 2606): nothing is ever sent to it.
const ERASED_DOMAIN = "@erased.invalid";

export const erasedEmail = (userId: string) => `erased-${userId}${ERASED_DOMAIN}`;

export const isErasedEmail = (email: string) => email.endsWith(ERASED_DOMAIN);
