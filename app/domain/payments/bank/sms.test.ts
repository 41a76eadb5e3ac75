import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BankSmsCase, CREDIT_CASES, IGNORED_CASES } from "../../../../tests/fixtures/bank-sms";
import { MAX_SMS_LENGTH, parseBankSms, type SmsReading } from "./sms";
import { rupeesToPaise } from "./sms/amount";

function reading(entry: BankSmsCase): SmsReading {
  return parseBankSms({
    sender: entry.sender,
    body: entry.body,
    receivedAt: entry.receivedAt ? new Date(entry.receivedAt) : undefined,
  });
}

/** The reading in the corpus's terms: instants as ISO strings. */
function asExpected(result: SmsReading): BankSmsCase["expected"] {
  if (result.kind === "ignored") return result;
  const { amountPaise, utr, orderRef, creditedAt } = result.credit;
  return { kind: "credit", bank: result.bank, amountPaise, utr, orderRef, creditedAt: creditedAt?.toISOString() ?? null };
}

describe("the bank SMS corpus", () => {
  it("is as wide as promised: 40+ credits over 10+ banks, 30+ refusals", () => {
    const banks = new Set(CREDIT_CASES.map((entry) => (entry.expected.kind === "credit" ? entry.expected.bank : "")));
    expect(CREDIT_CASES.length).toBeGreaterThanOrEqual(40);
    expect(banks.size).toBeGreaterThanOrEqual(10);
    expect(IGNORED_CASES.length).toBeGreaterThanOrEqual(30);
    expect(CREDIT_CASES.every((entry) => entry.expected.kind === "credit")).toBe(true);
  });

  it.each([...CREDIT_CASES, ...IGNORED_CASES].map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    expect(asExpected(reading(entry))).toEqual(entry.expected);
  });
});

describe("amounts", () => {
  it.each([
    ["1,049.00", 104900],
    ["1049", 104900],
    ["1,00,000.5", 10000050],
    ["100,000.05", 10000005],
    ["6000.000", 600000],
    ["0.01", 1],
  ])("%s rupees are %i paise", (figure, paise) => {
    expect(rupeesToPaise(figure)).toBe(paise);
  });

  it.each(["6000.009", "1,0,0", "12345678901234"])("%s is no amount", (figure) => {
    expect(rupeesToPaise(figure)).toBeNull();
  });
});

// Generated texts: every bank's credit wording with any amount, reference, mask, currency mark and case.

const indianGrouping = (rupees: number): string => {
  const digits = String(rupees);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${digits.slice(-3)}`;
};

const amountText = fc
  .record({
    paise: fc.integer({ min: 1, max: 1_000_000_000 }),
    mark: fc.constantFrom("Rs.", "Rs ", "Rs", "INR ", "₹", "Rs:", "Rs. "),
    commas: fc.boolean(),
    paiseShown: fc.constantFrom("always", "when-any"),
  })
  .map(({ paise, mark, commas, paiseShown }) => {
    const rupees = Math.floor(paise / 100);
    const fraction = paise % 100;
    const whole = commas ? indianGrouping(rupees) : String(rupees);
    const tail = paiseShown === "always" || fraction > 0 ? `.${String(fraction).padStart(2, "0")}` : "";
    return { paise, text: `${mark}${whole}${tail}` };
  });

const utr = fc.stringMatching(/^[1-9]\d{11}$/);
const mask = fc.constantFrom("XX1234", "**1234", "X1234", "*5678", "...9212", "XXXXXXX4614", "x2451");
const casing = fc.constantFrom(
  (text: string) => text,
  (text: string) => text.toUpperCase(),
  (text: string) => text.toLowerCase(),
);

/** The parts every generated text is built from, credit or not. */
const textParts = fc.record({ amount: amountText, reference: utr, account: mask, recase: casing });

type Template = (amount: string, reference: string, account: string) => string;

const CREDIT_TEMPLATES: readonly { bank: string; header: string; body: Template }[] = [
  { bank: "sbi", header: "AD-SBIUPI", body: (a, r, m) => `Dear SBI UPI User, ur A/c${m} credited by ${a} on 28Nov26 by (Ref no ${r})` },
  {
    bank: "hdfc",
    header: "VM-HDFCBK",
    body: (a, r, m) => `Money Received - ${a} in your HDFC Bank A/c ${m} on 28-11-26 by A/c linked to VPA payer@okicici (UPI Ref No ${r})`,
  },
  {
    bank: "icici",
    header: "VM-ICICIT-S",
    body: (a, r, m) => `Dear Customer, Acct ${m} is credited with ${a} on 28-Nov-26 from PAYER NAME. UPI:${r}-ICICI Bank.`,
  },
  {
    bank: "axis",
    header: "AD-AXISBK",
    body: (a, r, m) =>
      `${a} credited to A/c no. ${m} on 28-11-26 at 10:15:01 IST. Info- UPI/P2A/${r}/PAYER. Avl Bal- INR 1,000.00 - Axis Bank`,
  },
  {
    bank: "kotak",
    header: "VM-KOTAKB-S",
    body: (a, r, m) => `Received ${a} in your Kotak Bank AC ${m} from payer@oksbi on 28-11-26.UPI Ref ${r}.`,
  },
  {
    bank: "pnb",
    header: "VK-PNBSMS",
    body: (a, r, m) => `Ac ${m} Credited with ${a} 28-11-2026 10:15:01 thru UPI . Aval Bal Rs.100.00 CR. (UPI Ref ID:${r})-PNB`,
  },
  {
    bank: "bob",
    header: "VM-BOBTXN",
    body: (a, r, m) => `${a} Credited to A/c ${m} thru UPI/${r} by payer. Total Bal:Rs.100.00CR. - Bank of Baroda`,
  },
  {
    bank: "canara",
    header: "VM-CANBNK-S",
    body: (a, r, m) => `An amount of ${a} has been CREDITED to your account ${m} on 28/11/2026 towards UPI/CR/${r}/PAYER. - Canara Bank`,
  },
  {
    bank: "union",
    header: "JD-UNIONB-S",
    body: (a, r, m) =>
      `A/c ${m} Credited for ${a} on 28-11-2026 10:15:01 by Mob Bk ref no ${r} Avl Bal Rs:100.00.Never Share OTP/PIN/CVV-Union Bank of India`,
  },
  {
    bank: "idfc",
    header: "VM-IDFCFB-S",
    body: (a, r, m) => `Your A/C ${m} is credited by ${a} on 28/11/26 10:15 from payer@okaxis. RRN ${r}. Team IDFC FIRST Bank`,
  },
  {
    bank: "yes",
    header: "VM-YESBNK",
    body: (a, r, m) => `${a} has been credited to your YES BANK A/c ending ${m} on 28-11-26 via UPI. UPI Ref No ${r}.`,
  },
  {
    bank: "indusind",
    header: "JK-INDUSB",
    body: (a, r, m) => `A/C ${m} credited by ${a} from payer@ybl. RRN:${r}. Not you? Call 18602677777 - IndusInd bank.`,
  },
  {
    bank: "paytm",
    header: "VM-PAYTMB",
    body: (a, r, m) => `${a} received from PAYER in your Paytm Payments Bank a/c ${m}. UPI Ref: ${r}.`,
  },
  {
    bank: "airtel",
    header: "AD-AIRBNK-S",
    body: (a, r) => `Airtel Payments Bank a/c is credited with ${a}. Txn ID: ${r}. Call 180023400 for help`,
  },
  {
    bank: "federal",
    header: "AD-FEDBNK",
    body: (a, r, m) => `${a} credited to your A/c ${m} via UPI on 28-11-2026 10:15:01 (UPI Ref No ${r}) -Federal Bank`,
  },
];

const NOT_CREDIT_TEMPLATES: readonly Template[] = [
  (a, r, m) => `Dear UPI user A/C ${m} debited by ${a} on date 28Nov26 trf to PAYEE Refno ${r}. -SBI`,
  (a, r, m) => `${a} debited from A/c ${m} and credited to payee@ybl UPI Ref:${r} -Bank of Baroda`,
  (a, r, m) => `ICICI Bank Acct ${m} debited for ${a} on 28-Nov-26; SHOP credited. UPI:${r}.`,
  (a, r, m) => `Sent ${a} From HDFC Bank A/C ${m} To SHOP On 28/11/26 Ref ${r}`,
  (a, r, m) => `482913 is the OTP to receive ${a} credited to A/c ${m}. UPI Ref ${r}. Do not share it. -SBI`,
  (a, r, m) => `OTP for txn of ${a} is 123456. Money Received - ${a} in your HDFC Bank A/c ${m} (UPI Ref No ${r})`,
  (a, r, m) => `Dear SBI UPI User, ur A/c${m} credited by ${a} on 28Nov26 against reversal of txn (Ref no ${r})`,
  (a, r, m) => `${a} has been credited to your A/c ${m} as refund of your failed transaction. UPI Ref No ${r} -Federal Bank`,
  (a, r, m) => `PAYER has requested ${a} from your A/c ${m} via UPI collect request. UPI Ref ${r} -Axis Bank`,
];

describe("generated bank texts", () => {
  it("a credit in any bank's wording gives exactly its amount and reference", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CREDIT_TEMPLATES),
        textParts,
        fc.constantFrom("header", "display name", "nothing"),
        (template, { amount, reference, account, recase }, senderKind) => {
          const sender = senderKind === "header" ? template.header : senderKind === "display name" ? "Bank Alerts" : "";
          const result = parseBankSms({ sender, body: recase(template.body(amount.text, reference, account)) });
          expect(result).toMatchObject({ kind: "credit", bank: template.bank, credit: { amountPaise: amount.paise, utr: reference } });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a debit, a payment made, an OTP, a reversal, a refund or a request is never a credit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOT_CREDIT_TEMPLATES),
        textParts,
        fc.constantFrom("AD-SBIUPI", "VM-HDFCBK", ""),
        (template, { amount, reference, account, recase }, sender) => {
          const result = parseBankSms({ sender, body: recase(template(amount.text, reference, account)) });
          expect(result).toEqual({ kind: "ignored", reason: "not_a_credit" });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("an OTP line in front of any genuine credit refuses it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CREDIT_TEMPLATES), textParts, (template, { amount, reference, account }) => {
        const body = `Your OTP is 381920. ${template.body(amount.text, reference, account)}`;
        expect(parseBankSms({ sender: template.header, body }).kind).toBe("ignored");
      }),
    );
  });

  it("a body over the limit is too long, whatever it says", () => {
    fc.assert(
      fc.property(fc.string({ minLength: MAX_SMS_LENGTH + 1, maxLength: 3 * MAX_SMS_LENGTH }), fc.string(), (body, sender) => {
        expect(parseBankSms({ sender, body })).toEqual({ kind: "ignored", reason: "too_long" });
      }),
    );
  });

  it("arbitrary text never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: MAX_SMS_LENGTH }), fc.string({ unit: "binary", maxLength: MAX_SMS_LENGTH })),
        fc.string({ unit: "binary" }),
        fc.option(fc.date({ noInvalidDate: true }), { nil: undefined }),
        (body, sender, receivedAt) => {
          expect(["credit", "ignored"]).toContain(parseBankSms({ sender, body, receivedAt }).kind);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
