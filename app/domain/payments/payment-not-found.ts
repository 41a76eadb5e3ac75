// The one answer for a payment that is missing or someone else's, on the shopper's screen and to
// every seller action alike: it says nothing about whether the checkout exists.
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";

export const paymentNotFoundMessage = () => m.account_payment_not_found();

export const paymentNotFound = () => new DomainError("payment_not_found", paymentNotFoundMessage(), { status: 404 });
