// What the seller's bank page shows, as plain data (browser-safe: the page's components take these).
import type { PaymentStatus } from "~/db/schema/values";

export interface BankFeedStatus {
  smsOn: boolean;
  smsSince: string | null;
  lastSmsAt: string | null;
  /** The last SMS's outcome code ("matched", "ignored:otp"…), never its text. */
  lastSmsResult: string | null;
  lastStatementAt: string | null;
}

export type CreditProblem = "mismatch" | "late" | "no_order";

export interface CreditToCheck {
  id: string;
  utr: string;
  amountPaise: number;
  creditedAt: string | null;
  receivedAt: string;
  bank: string;
  problem: CreditProblem;
  order: { id: string; number: string; totalPaise: number; status: PaymentStatus } | null;
}

export interface ClaimUnseen {
  checkoutId: string;
  number: string;
  utr: string;
  totalPaise: number;
  dueAt: string;
}

export interface UnpaidOrder {
  id: string;
  number: string;
  totalPaise: number;
  status: PaymentStatus;
  placedAt: string;
}

export type StatementResult =
  | { kind: "needs_mapping"; headers: string[]; sample: string[][] }
  | { kind: "unreadable"; reason: string }
  | {
      kind: "reconciled";
      bank: string;
      matched: { number: string; checkoutId: string; amountPaise: number }[];
      /** Credits Haat already had (an earlier upload or SMS). */
      known: number;
      /** Credits left for the seller to check (another amount, a closed order, no order). */
      toCheck: number;
      /** Rows that were not UPI credits Haat can match (no 12-digit reference). */
      skipped: number;
      unpaid: UnpaidOrder[];
    };
