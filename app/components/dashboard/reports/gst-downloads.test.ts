// What "For your accountant" offers each kind of seller.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GSTR1_SHEETS } from "~/domain/reports/gstr1-headers";
import { GstDownloads, type GstDownloadsProps } from "./gst-downloads";

const render = (props: Partial<GstDownloadsProps>) =>
  renderToStaticMarkup(
    createElement(GstDownloads, {
      handle: "demo",
      gstStatus: "regular",
      period: { kind: "month", key: "2026-10" },
      periodLabel: "October 2026",
      compositionTurnoverPaise: null,
      ...props,
    }),
  );
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((x) => x[1].replaceAll("&amp;", "&"));

describe("the accountant's GST section", () => {
  it("links a regular seller to every GSTR-1 sheet of the period", () => {
    expect(links(render({}))).toEqual(GSTR1_SHEETS.map((s) => `/demo/dashboard/reports/gstr1/${s}.csv?month=2026-10`));
    expect(links(render({ period: { kind: "quarter", key: "2026-Q3" } }))[0]).toBe("/demo/dashboard/reports/gstr1/b2b.csv?quarter=2026-Q3");
  });

  it("shows a composition seller the quarter's CMP-08 turnover, and asks for a quarter on a month", () => {
    const quarter = render({ gstStatus: "composition", period: { kind: "quarter", key: "2026-Q3" }, compositionTurnoverPaise: 123_450 });
    expect(quarter).toContain("₹1,234.50");
    expect(links(quarter)).toEqual([]);
    expect(render({ gstStatus: "composition" })).toContain("choose a quarter");
  });

  it("tells an unregistered seller there is nothing to file", () => {
    const html = render({ gstStatus: "unregistered" });
    expect(links(html)).toEqual([]);
    expect(html).toContain("not registered for GST");
  });
});
