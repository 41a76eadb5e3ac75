// The banks and payments banks whose credit texts Haat reads, how their SMS headers and their texts name
// them, and how a text's sender or body picks one (docs/decisions/0135-bank-sms-parsers.md).

export interface SmsBank {
  /** Stable short id kept with nothing else of the text: "sbi", "hdfc", … */
  id: string;
  /** The six-letter DLT header stems the bank sends from ("VM-HDFCBK-S" → HDFCBK). */
  headers: readonly string[];
  /** How the text names the bank; never inside a VPA or a word ("ravi@okhdfcbank" names the payer's bank). */
  named: RegExp;
}

const name = (pattern: string): RegExp => new RegExp(`(?<![@\\w])(?:${pattern})\\b`, "i");

export const SMS_BANKS: readonly SmsBank[] = [
  {
    id: "sbi",
    headers: ["SBIUPI", "SBIINB", "SBIPSG", "CBSSBI", "SBISMS", "ATMSBI"],
    named: name(String.raw`SBI|State\s+Bank\s+of\s+India`),
  },
  { id: "hdfc", headers: ["HDFCBK", "HDFCBN"], named: name(String.raw`HDFC\s*Bank`) },
  { id: "icici", headers: ["ICICIB", "ICICIT", "ICICIP"], named: name(String.raw`ICICI\s*Bank`) },
  { id: "axis", headers: ["AXISBK", "AXISBN", "AXISMR"], named: name(String.raw`Axis\s*Bank`) },
  { id: "kotak", headers: ["KOTAKB", "KOTAKM", "KMBANK"], named: name(String.raw`Kotak(?:\s*Mahindra)?\s*Bank`) },
  { id: "pnb", headers: ["PNBSMS", "PNBBNK", "PUNBNK"], named: name(String.raw`PNB|Punjab\s+National\s+Bank`) },
  { id: "bob", headers: ["BOBTXN", "BOBSMS", "BOBBNK"], named: name(String.raw`Bank\s+of\s+Baroda`) },
  { id: "canara", headers: ["CANBNK", "CANARA"], named: name(String.raw`Canara\s*Bank`) },
  { id: "union", headers: ["UNIONB", "UBOIND"], named: name(String.raw`Union\s+Bank\s+of\s+India`) },
  { id: "idfc", headers: ["IDFCFB", "IDFCBK"], named: name(String.raw`IDFC\s+FIRST\s+Bank`) },
  { id: "yes", headers: ["YESBNK", "YESBKN"], named: name(String.raw`YES\s*BANK`) },
  { id: "indusind", headers: ["INDUSB", "INDUSL"], named: name(String.raw`IndusInd\s*Bank`) },
  { id: "paytm", headers: ["PAYTMB", "PYTMBK"], named: name(String.raw`Paytm\s+Payments\s+Bank`) },
  { id: "airtel", headers: ["AIRBNK", "AIRTBK"], named: name(String.raw`Airtel\s+Payments\s+Bank`) },
  { id: "federal", headers: ["FEDBNK", "FEDBKM"], named: name(String.raw`Federal\s*Bank`) },
];

/** "VM-HDFCBK", "AD-SBIUPI-S", "HDFCBK": a DLT header (two-letter operator prefix, stem, type suffix). */
const DLT_HEADER = /^(?:[A-Z]{2}-)?([A-Z0-9]{6})(?:-[A-Z])?$/i;
/** "+91 98765 43210", "09876543210": a person's phone, which no bank sends its alerts from. */
const PHONE = /^\+?[\d\s-]{10,15}$/;

export type SenderSays = { kind: "bank"; bank: SmsBank } | { kind: "person" } | { kind: "nothing" };

/** What the sender tells: a bank's header or display name, a person's phone, or nothing usable. */
export function readSender(sender: string): SenderSays {
  const trimmed = sender.trim();
  if (PHONE.test(trimmed) && trimmed.replace(/\D/g, "").length >= 10) return { kind: "person" };
  const stem = DLT_HEADER.exec(trimmed)?.[1].toUpperCase();
  const byHeader = stem ? SMS_BANKS.find((bank) => bank.headers.includes(stem)) : undefined;
  if (byHeader) return { kind: "bank", bank: byHeader };
  const byName = SMS_BANKS.filter((bank) => bank.named.test(trimmed));
  return byName.length === 1 ? { kind: "bank", bank: byName[0] } : { kind: "nothing" };
}

/** The one bank the text names, or the one its sign-off names ("… -Union Bank of India"); else null. */
export function bankNamedIn(text: string): SmsBank | null {
  const named = SMS_BANKS.filter((bank) => bank.named.test(text));
  if (named.length === 1) return named[0];
  const tail = text.slice(-40);
  const signing = named.filter((bank) => new RegExp(`[-–]\\s*(?:${bank.named.source})[\\s.!]*$`, "i").test(tail));
  return signing.length === 1 ? signing[0] : null;
}
