// A bank's SMS, forwarded by the seller's phone, read into a credit Haat can match to an order — or refused
// with the reason (docs/decisions/0135-bank-sms-parsers.md). Pure: nothing of the text is kept but the credit.

import { type BankCredit, findOrderRef } from "./credit";
import { bankNamedIn, readSender } from "./sms/banks";
import { creditedAmount } from "./sms/credited-amount";
import { findUpiReference } from "./sms/reference";
import { isRefused } from "./sms/refusals";
import { findSmsMoment, istDay } from "./sms/when";

/** A longer body is no bank alert (they fit one or two SMS parts); reading it is only risk. */
export const MAX_SMS_LENGTH = 1000;

export type IgnoreReason =
  /** Over MAX_SMS_LENGTH characters. */
  | "too_long"
  /** Sent from a person's phone number: banks send from registered headers, fakes come from phones. */
  | "not_from_bank"
  /** No credit verb, or a debit, OTP, offer, failed/reversed/refunded transaction, request or mandate. */
  | "not_a_credit"
  /** A credit, but neither the sender nor the body names one bank Haat reads. */
  | "unknown_format"
  /** A credit verb without exactly one plain amount beside it. */
  | "no_amount"
  /** No labelled 12-digit UPI reference, or two different ones. */
  | "no_utr";

export type SmsReading = { kind: "credit"; credit: BankCredit; bank: string } | { kind: "ignored"; reason: IgnoreReason };

export interface ForwardedSms {
  /** The header ("VM-HDFCBK"), the phone's display name for it, or "" when the forwarder sends none. */
  sender: string;
  body: string;
  /** When the phone received it, if the forwarder says. */
  receivedAt?: Date;
}

const ignored = (reason: IgnoreReason): SmsReading => ({ kind: "ignored", reason });

/** Printed lookalikes (𝖢𝗋𝖾𝖽𝗂𝗍𝖾𝖽, non-breaking spaces) read as plain text; lines run together. */
function plainText(body: string): string {
  return body.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/**
 * When the money came: the text's date and time; its date alone gives the phone's receipt time if that
 * falls on the same IST day (else the day's midnight IST); no date gives the receipt time, else null.
 */
function creditedAt(text: string, receivedAt: Date | undefined): Date | null {
  const moment = findSmsMoment(text);
  if (!moment) return receivedAt ?? null;
  if (moment.hasTime || !receivedAt || istDay(receivedAt) !== istDay(moment.at)) return moment.at;
  return receivedAt;
}

export function parseBankSms(sms: ForwardedSms): SmsReading {
  if (sms.body.length > MAX_SMS_LENGTH) return ignored("too_long");
  const sender = readSender(sms.sender);
  if (sender.kind === "person") return ignored("not_from_bank");
  const text = plainText(sms.body);
  if (isRefused(text)) return ignored("not_a_credit");
  const amount = creditedAmount(text);
  if (amount.kind === "none") return ignored("not_a_credit");
  const bank = sender.kind === "bank" ? sender.bank : bankNamedIn(text);
  if (!bank) return ignored("unknown_format");
  if (amount.kind !== "amount") return ignored("no_amount");
  const utr = findUpiReference(text);
  if (!utr) return ignored("no_utr");
  return {
    kind: "credit",
    bank: bank.id,
    credit: { amountPaise: amount.paise, utr, orderRef: findOrderRef(text), creditedAt: creditedAt(text, sms.receivedAt) },
  };
}
