import { describe, expect, it } from "vitest";
import { formatPaise } from "./money";

describe("formatPaise", () => {
  it("uses the rupee sign, Indian digit grouping and two decimals", () => {
    expect(formatPaise(10000000)).toBe("₹1,00,000.00");
    expect(formatPaise(123456789)).toBe("₹12,34,567.89");
  });

  it("formats small and zero amounts", () => {
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(29900)).toBe("₹299.00");
  });
});
