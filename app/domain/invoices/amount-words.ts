// An amount in words as Indian documents print it, in the Indian numbering system (crore, lakh,
// thousand, hundred): "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight
// Paise Only". Pure. Words, not figures, because a figure can be altered on paper and words cannot easily.

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99: "Seven", "Nineteen", "Forty", "Fifty-Six". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)];
}

/** A whole number of rupees in words; "Zero" for 0. A count of crores above 99 is itself said in lakhs and thousands. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole non-negative amount: ${n}`);
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${numberInWords(crores)} Crore`);
  const groups: [number, string][] = [
    [Math.floor((n % 10_000_000) / 100_000), "Lakh"],
    [Math.floor((n % 100_000) / 1000), "Thousand"],
    [Math.floor((n % 1000) / 100), "Hundred"],
  ];
  for (const [count, name] of groups) if (count) parts.push(`${belowHundred(count)} ${name}`);
  if (n % 100) parts.push(belowHundred(n % 100));
  return parts.join(" ");
}

/** An amount in paise as a document's "amount in words". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole non-negative amount of paise: ${paise}`);
  const rupees = `Rupees ${numberInWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  return rest ? `${rupees} and ${numberInWords(rest)} ${rest === 1 ? "Paisa" : "Paise"} Only` : `${rupees} Only`;
}
