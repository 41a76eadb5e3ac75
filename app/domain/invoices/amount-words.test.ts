// The amount in words: fixed examples at the edges of the Indian groups, and, for any amount, words that
// read back to the same number of paise (a reader in this file, independent of the writer).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-words";

const VALUES: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const GROUPS: Record<string, number> = { Thousand: 1000, Lakh: 100_000 };

/** Words back to a number: small words add up, Hundred multiplies, Thousand and Lakh close a group, Crore scales all before it. */
function readNumber(words: string): number {
  let crores = 0;
  let total = 0;
  let current = 0;
  for (const word of words.split(/[ -]/)) {
    if (word in VALUES) current += VALUES[word];
    else if (word === "Hundred") current *= 100;
    else if (word in GROUPS) {
      total += current * GROUPS[word];
      current = 0;
    } else if (word === "Crore") {
      crores = (total + current) * 10_000_000;
      total = 0;
      current = 0;
    } else throw new Error(`Unknown word ${word} in ${words}`);
  }
  return crores + total + current;
}

function readAmount(text: string): number {
  const match = /^Rupees (.+?)(?: and (.+) (Paise|Paisa))? Only$/.exec(text);
  if (!match) throw new Error(`Not an amount in words: ${text}`);
  const paise = match[2] ? readNumber(match[2]) : 0;
  expect(match[3] ?? "Paise").toBe(paise === 1 ? "Paisa" : "Paise");
  return readNumber(match[1]) * 100 + paise;
}

describe("amount in words", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "Rupees Zero and One Paisa Only"],
    [2, "Rupees Zero and Two Paise Only"],
    [100, "Rupees One Only"],
    [1_105, "Rupees Eleven and Five Paise Only"],
    [12_345_678, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [999_999_999, "Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only"],
    [1_000_000_000, "Rupees One Crore Only"],
    [100_000_100_000, "Rupees One Hundred Crore One Thousand Only"],
    [12_345_678_900_000, "Rupees Twelve Thousand Three Hundred Forty-Five Crore Sixty-Seven Lakh Eighty-Nine Thousand Only"],
    [4_010_00, "Rupees Four Thousand Ten Only"],
  ])("writes %i paise as %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("reads back to the same amount, for any amount up to the largest safe integer", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.maxSafeNat()), (paise) => {
        expect(readAmount(amountInWords(paise))).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });

  it("grows with the rupees: more rupees never read as fewer, and a word is never doubled or empty", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000_000 }), fc.nat({ max: 10_000_000_000 }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(readNumber(numberInWords(low))).toBeLessThanOrEqual(readNumber(numberInWords(high)));
        const words = numberInWords(high);
        expect(words).not.toMatch(/ {2}|^ | $|--|(\b\w+\b) \1\b/);
        if (high > 0) expect(words).not.toContain("Zero");
      }),
    );
  });

  it("refuses what is not a whole non-negative amount", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
