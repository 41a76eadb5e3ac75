// Table-like data written the ways a person reads it: CSV for a spreadsheet and one self-contained
// HTML page for a phone (no scripts, no outside files, every value escaped). Amounts are paise in
// the data (`…Paise` fields); here they become rupees.
import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { toCsv } from "~/domain/catalog/csv-format";
import { formatPaise } from "~/utils/money";

/** One row of a table-like kind: plain values only, so it writes as JSON, CSV and HTML alike. */
export type DataRow = Record<string, string | number | boolean | null>;

const PAISE = /Paise$/;

function columnsOf(rows: DataRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

const header = (column: string) => column.replace(PAISE, "Rupees");

function cell(column: string, value: DataRow[string] | undefined, money: (paise: number) => string): string {
  if (value === null || value === undefined) return "";
  if (PAISE.test(column) && typeof value === "number") return money(value);
  return String(value);
}

/** Rows as CSV, one column per field, amounts in rupees; "" for no rows. */
export function csvOf(rows: DataRow[]): string {
  if (!rows.length) return "";
  const columns = columnsOf(rows);
  return toCsv([columns.map(header), ...rows.map((row) => columns.map((c) => cell(c, row[c], paiseToCsvRupees)))]);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export interface HtmlSection {
  title: string;
  rows: DataRow[];
}

/** One row a card of field: value pairs, so a wide table still reads on a 390 px screen. */
function sectionHtml({ title, rows }: HtmlSection, empty: string): string {
  const cards = rows.map((row) => {
    const pairs = Object.entries(row)
      .filter(([, v]) => v !== null && v !== "")
      .map(([k, v]) => `<dt>${escapeHtml(header(k))}</dt><dd>${escapeHtml(cell(k, v, formatPaise))}</dd>`)
      .join("");
    return `<dl>${pairs}</dl>`;
  });
  return `<section><h2>${escapeHtml(title)} (${rows.length})</h2>${cards.join("") || `<p>${escapeHtml(empty)}</p>`}</section>`;
}

const STYLE =
  "body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;line-height:1.5;color:#111}" +
  "h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}" +
  "dl{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.15rem .75rem;border:1px solid #ddd;border-radius:.5rem;padding:.75rem;margin:.75rem 0}" +
  "dt{color:#555}dd{margin:0;overflow-wrap:anywhere}";

/** A whole HTML page in `lang`: a title, what it is, then each section. */
export function htmlPage(page: { lang: string; title: string; intro: string[]; empty: string; sections: HtmlSection[] }): string {
  const intro = page.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const body = page.sections.map((s) => sectionHtml(s, page.empty)).join("");
  return `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(page.title)}</h1>${intro}${body}</body></html>\n`;
}
