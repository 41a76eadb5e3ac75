import { describe, expect, it } from "vitest";
import { parseReturnPeriod } from "./return-period";

const parse = (query: string) => parseReturnPeriod(new URLSearchParams(query));

describe("a return download's period", () => {
  it("is a calendar month or a financial-year quarter (Q4 runs into the next calendar year)", () => {
    expect(parse("month=2026-10")).toEqual({ period: { kind: "month", key: "2026-10", from: "2026-10-01", until: "2026-11-01" } });
    expect(parse("month=2026-12")).toEqual({ period: { kind: "month", key: "2026-12", from: "2026-12-01", until: "2027-01-01" } });
    expect(parse("quarter=2026-Q1")).toEqual({ period: { kind: "quarter", key: "2026-Q1", from: "2026-04-01", until: "2026-07-01" } });
    expect(parse("quarter=2026-q4")).toEqual({ period: { kind: "quarter", key: "2026-Q4", from: "2027-01-01", until: "2027-04-01" } });
  });

  it("is refused, not guessed, when it cannot be read", () => {
    for (const query of ["", "month=2026-13", "month=2026-1", "month=1999-05", "quarter=2026-Q0", "quarter=26-Q1", "period=this-month"]) {
      expect(parse(query), query).toHaveProperty("error");
    }
  });
});
