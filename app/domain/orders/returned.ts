// A shipped parcel that came back to the seller undelivered (docs/decisions/0138-returned-to-seller.md):
// why, in the seller's words and in the credit note's. Browser-safe: the order page's form uses it.
import { RETURN_REASONS, type ReturnReason } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";

export const isReturnReason = (value: unknown): value is ReturnReason =>
  typeof value === "string" && (RETURN_REASONS as readonly string[]).includes(value);

/** Why it came back, as the seller picks it and the shopper reads it. */
export const returnReasonLabel = (reason: ReturnReason): string =>
  ({
    refused: m.common_return_reason_refused,
    unreachable: m.common_return_reason_unreachable,
    wrong_address: m.common_return_reason_wrong_address,
    other: m.common_return_reason_other,
  })[reason]();

/** The reason the form sent, or a 422 naming the field: a return needs one. */
export function parseReturnReason(value: unknown): ReturnReason {
  if (isReturnReason(value)) return value;
  throw new DomainError("return_reason_required", m.dash_err_return_reason(), { field: "returnReason" });
}

/** The credit note's reason: tax documents are in English, as the invoice is. */
export const returnCreditReason = (reason: ReturnReason) => `Returned to seller: ${reason.replace("_", " ")}`;
