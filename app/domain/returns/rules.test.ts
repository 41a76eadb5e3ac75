import { describe, expect, it } from "vitest";
import { linesValue, returnsOpen, returnWindowEnd, sellerReturnActions } from "./rules";

const delivered = new Date("2026-11-01T10:00:00Z");

describe("returnsOpen", () => {
  it("needs a policy, a delivered order, and a day within the window", () => {
    expect(returnsOpen(0, "delivered", delivered, delivered)).toBe("no_returns");
    expect(returnsOpen(7, "shipped", null, delivered)).toBe("not_delivered");
    expect(returnsOpen(7, "delivered", delivered, returnWindowEnd(delivered, 7))).toBe("open");
    expect(returnsOpen(7, "delivered", delivered, new Date(returnWindowEnd(delivered, 7).getTime() + 1))).toBe("window_closed");
  });
});

describe("linesValue", () => {
  it("is the goods less their discount share", () => {
    expect(
      linesValue([
        { pricePaise: 79_900, quantity: 2, discountPaise: 15_980 },
        { pricePaise: 100, quantity: 1, discountPaise: 0 },
      ]),
    ).toBe(143_920);
  });
});

describe("sellerReturnActions", () => {
  it("decides a request, then receives it as its kind", () => {
    expect(sellerReturnActions("requested", "refund")).toEqual({ approve: true, decline: true, refund: false, exchange: false });
    expect(sellerReturnActions("approved", "refund")).toEqual({ approve: false, decline: false, refund: true, exchange: false });
    expect(sellerReturnActions("approved", "exchange")).toEqual({ approve: false, decline: false, refund: false, exchange: true });
    expect(sellerReturnActions("refunded", "refund")).toEqual({ approve: false, decline: false, refund: false, exchange: false });
  });
});
