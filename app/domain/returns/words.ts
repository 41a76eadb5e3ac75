// A return's reason, kind and status in the reader's language: the order pages and the e-mails.
import type { ReturnKind, ReturnRequestReason, ReturnRequestStatus } from "~/db/schema/values";
import * as m from "~/i18n/messages";

export const returnReasonWord = (reason: ReturnRequestReason): string =>
  ({
    damaged: m.common_return_why_damaged,
    wrong_item: m.common_return_why_wrong_item,
    not_as_described: m.common_return_why_not_as_described,
    size_fit: m.common_return_why_size_fit,
    changed_mind: m.common_return_why_changed_mind,
    other: m.common_return_why_other,
  })[reason]();

export const returnKindWord = (kind: ReturnKind): string =>
  ({ refund: m.common_return_kind_refund, exchange: m.common_return_kind_exchange })[kind]();

export const returnStatusWord = (status: ReturnRequestStatus): string =>
  ({
    requested: m.common_return_status_requested,
    approved: m.common_return_status_approved,
    declined: m.common_return_status_declined,
    withdrawn: m.common_return_status_withdrawn,
    refunded: m.common_return_status_refunded,
    exchanged: m.common_return_status_exchanged,
  })[status]();
