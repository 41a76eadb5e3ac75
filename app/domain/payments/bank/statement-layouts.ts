// The statement exports of Indian banks, known by their header rows: a real Axis export, public
// parsers' header lists and fixtures (the Sources of docs/decisions/0136-bank-statement-uploads.md).
import { HEADER_SCAN_ROWS, type StatementMapping } from "./statement-mapping";
import { headerKey, readAmount, readDay } from "./statement-values";

type Role = "date" | "narration" | "credit" | "debit" | "amount" | "drCr" | "reference";

/** A bank's header row: for each column, the header keys (see headerKey) it goes by, preferred first. */
interface Layout {
  bank: string;
  columns: Partial<Record<Role, string[]>> & { date: string[]; narration: string[] };
  /** Further headers the row must have, to tell this layout from a like one. */
  also?: string[];
}

// Most specific first: the first layout a header row fits is the bank.
const LAYOUTS: Layout[] = [
  // Txn Date | Value Date | Description | Ref No./Cheque No. | Branch Code | Debit | Credit | Balance
  {
    bank: "sbi",
    columns: { date: ["txndate"], narration: ["description"], debit: ["debit"], credit: ["credit"], reference: ["refnochequeno"] },
  },
  // Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance
  {
    bank: "hdfc",
    columns: { date: ["date"], narration: ["narration"], debit: ["withdrawalamt"], credit: ["depositamt"], reference: ["chqrefno"] },
  },
  // The "delimited" text download: Date | Narration | Value Dat | Debit Amount | Credit Amount | Chq/Ref Number | Closing Balance
  {
    bank: "hdfc",
    columns: { date: ["date"], narration: ["narration"], debit: ["debitamount"], credit: ["creditamount"], reference: ["chqrefnumber"] },
    also: ["valuedat"],
  },
  // S No. | Value Date | Transaction Date | Cheque Number | Transaction Remarks | Withdrawal Amount (INR ) | Deposit Amount (INR ) | Balance (INR )
  {
    bank: "icici",
    columns: {
      date: ["transactiondate", "valuedate"],
      narration: ["transactionremarks"],
      debit: ["withdrawalamountinr", "debitamount"],
      credit: ["depositamountinr", "creditamount"],
      reference: ["chequenumber"],
    },
  },
  // S.No | Transaction Date (dd/mm/yyyy) | Value Date (dd/mm/yyyy) | Particulars | Amount(INR) | Debit/Credit | Balance(INR) | Cheque Number | Branch Name(SOL)
  {
    bank: "axis",
    columns: {
      date: ["transactiondateddmmyyyy", "transactiondate"],
      narration: ["particulars"],
      amount: ["amountinr"],
      drCr: ["debitcredit"],
      reference: ["chequenumber"],
    },
  },
  // Tran Date | CHQNO | PARTICULARS | DR | CR | BAL | SOL
  {
    bank: "axis",
    columns: { date: ["trandate"], narration: ["particulars"], debit: ["dr", "debit"], credit: ["cr", "credit"], reference: ["chqno"] },
  },
  // Sl. No. | Transaction Date | Value Date | Description | Chq / Ref No. | Amount | Dr / Cr | Balance | Dr / Cr
  {
    bank: "kotak",
    columns: {
      date: ["transactiondate", "date"],
      narration: ["description"],
      amount: ["amount"],
      drCr: ["drcr"],
      reference: ["chqrefno", "chqrefnumber"],
    },
  },
  // Date | Narration | Chq/Ref No. | Withdrawal (Dr) | Deposit (Cr) | Balance
  {
    bank: "kotak",
    columns: { date: ["date"], narration: ["narration"], debit: ["withdrawaldr"], credit: ["depositcr"], reference: ["chqrefno"] },
  },
  // # | TRANSACTION DATE | TRANSACTION DETAILS | CHQ / REF NO. | DEBIT | CREDIT | BALANCE
  {
    bank: "kotak",
    columns: {
      date: ["transactiondate", "date"],
      narration: ["transactiondetails"],
      debit: ["debit"],
      credit: ["credit"],
      reference: ["chqrefno"],
    },
    also: ["chqrefno"],
  },
  // Transaction Date | Value Date | Description | Reference Number | Withdrawals | Deposits | Running Balance
  {
    bank: "yes",
    columns: {
      date: ["transactiondate"],
      narration: ["description"],
      debit: ["withdrawals"],
      credit: ["deposits"],
      reference: ["referencenumber"],
    },
  },
  // Date | Value Date | Particulars | TranType | Tran ID | Cheque Details | Withdrawals | Deposits | Balance | Dr/Cr
  {
    bank: "federal",
    columns: { date: ["date"], narration: ["particulars"], debit: ["withdrawals"], credit: ["deposits"] },
    also: ["trantype"],
  },
  // TRANS DATE | VALUE DATE | BRANCH | REF/CHQ.NO | DESCRIPTION | WITHDRAWS | DEPOSIT | BALANCE
  {
    bank: "canara",
    columns: { date: ["transdate"], narration: ["description"], debit: ["withdraws"], credit: ["deposit"], reference: ["refchqno"] },
  },
  // Transaction Date | Cheque Number | Withdrawal | Deposit | Balance | Narration
  {
    bank: "pnb",
    columns: {
      date: ["transactiondate"],
      narration: ["narration"],
      debit: ["withdrawal"],
      credit: ["deposit"],
      reference: ["chequenumber"],
    },
  },
  // Serial No | Transaction Date | Value Date | Description | Cheque Number | Debit | Credit | Balance
  {
    bank: "bob",
    columns: { date: ["transactiondate"], narration: ["description"], debit: ["debit"], credit: ["credit"], reference: ["chequenumber"] },
    also: ["serialno"],
  },
];

/** The layout's mapping with this header row's own spelling of each header; null when it does not fit. */
function mappingFor(layout: Layout, header: string[]): StatementMapping | null {
  const keys = header.map(headerKey);
  if (layout.also?.some((key) => !keys.includes(key))) return null;
  const named: Partial<Record<Role, string>> = {};
  for (const [role, accepted] of Object.entries(layout.columns) as [Role, string[]][]) {
    const at = accepted.map((key) => keys.indexOf(key)).find((index) => index !== -1);
    if (at === undefined) {
      if (role === "reference") continue;
      return null;
    }
    named[role] = header[at].trim();
  }
  return {
    date: named.date!,
    narration: named.narration!,
    credit: named.credit ?? "",
    ...pick(named, ["debit", "amount", "drCr", "reference"]),
  };
}

function pick(named: Partial<Record<Role, string>>, roles: Role[]): Partial<StatementMapping> {
  return Object.fromEntries(roles.filter((role) => named[role] !== undefined).map((role) => [role, named[role]]));
}

/** The bank and its mapping (with the header row found) when a row near the top is a known header row. */
export function detectLayout(rows: string[][]): { bank: string; mapping: StatementMapping } | null {
  for (const [index, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    for (const layout of LAYOUTS) {
      const mapping = mappingFor(layout, row);
      if (mapping) return { bank: layout.bank, mapping: { headerRow: index + 1, ...mapping } };
    }
  }
  return null;
}

const isText = (cell: string) => cell.trim() !== "" && readAmount(cell) === "unreadable" && readDay(cell) === null;
const LIKE_DATE = /date|\bdt\b/i;

/** The first row near the top that reads as headers: three or more text cells, one of them a date's. */
export function headerLikeRow(rows: string[][]): number {
  return rows.slice(0, HEADER_SCAN_ROWS).findIndex((row) => {
    const texts = row.filter(isText);
    return texts.length >= 3 && texts.some((cell) => LIKE_DATE.test(cell));
  });
}
