// Links that are their own key (the COD one-tap confirmation, the marketing unsubscribe): an HMAC of
// what the link names under the server's secret, so nothing is stored and a link opens only its own
// subject. `purpose` keeps one link's signature from opening another kind.
import { createHmac, timingSafeEqual } from "node:crypto";

export const linkToken = (secret: string, purpose: string, subject: string) =>
  createHmac("sha256", secret).update(`${purpose}:${subject}`).digest("base64url").slice(0, 32);

/** Whether `token` is `subject`'s signature for `purpose` (compared in constant time). */
export function isLinkToken(secret: string, purpose: string, subject: string, token: string): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, subject));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
