// Addresses that carry a secret in their path (a shop's bank-SMS webhook): what follows the prefix is
// never written to a log. Metrics label requests by route pattern, so they never see it either.

export const BANK_SMS_PATH = "/api/bank-sms/";

/** The URL as logged: a secret path's tail (and its query) replaced by "…". */
export function withoutSecrets(url: string): string {
  return url.startsWith(BANK_SMS_PATH) ? `${BANK_SMS_PATH}…` : url;
}
