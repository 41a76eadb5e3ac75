// The column headers of the GSTR-1 Returns Offline Tool's sheets, as its CSV import wants them: the
// tool matches a pasted or imported sheet by its header row, so these must be the tool's own words,
// case and punctuation included (docs/decisions/0132-gst-returns-and-reports-page.md).
//
// Source. The GST portal serves the tool (https://www.gst.gov.in/download/returns) behind a download
// page scripts cannot read, so the headers are taken from a maintained open-source implementation
// that generates the tool's workbook for real filers, checked against the tool's own help sheet:
// - India Compliance (Resilient Tech), "Excel generated as per the format of Returns Offline Tool
//   Version V3.1.8": labels in
//   https://github.com/resilient-tech/india-compliance/blob/develop/india_compliance/gst_returns/fields/gstr1.py
//   (class ExcelLabel), column order per sheet in
//   https://github.com/resilient-tech/india-compliance/blob/develop/india_compliance/gst_india/doctype/gstr_1/gstr_1_export.py
//   (GovExcel.get_b2b_headers … get_doc_issue_headers).
// - The tool's "GSTR1 Excel Workbook Template V2.0" help sheet (field names, "Invoice Date: Enter date
//   of invoice in DD-MMM-YYYY. E.g. 24-May-2017", "Invoice value … with 2 decimal Digits"), as copied at
//   https://www.scribd.com/document/817436902/GSTR1-Excel-Workbook-Template-V2-0
//
// Versions. Followed here: the template in use since the May 2025 return period.
// - HSN summary (Table 12): one "hsn" sheet until April 2025; from the May 2025 period two sheets,
//   "hsn(b2b)" and "hsn(b2c)", with the same columns (GSTN advisory on Phase-III of Table 12; India
//   Compliance's HSN_BIFURCATION_FROM = 2025-05-01 and template V2.1). "Rate" has been a column of the
//   HSN sheet since the 2022 template; older files have none.
// - B2CL (Table 5): inter-state invoices to unregistered buyers above ₹2.5 lakh until 31 July 2024,
//   above ₹1 lakh from 1 August 2024 (Notification 12/2024-Central Tax amending Rule 59(4)); the
//   columns did not change. See B2CL_THRESHOLDS in gstr1-supply.ts.
// - CDNR / CDNUR (Table 9B): the pre-2020 templates had "Invoice/Advance Receipt Number", "Note/Refund
//   Voucher Number", "Document Type", "Pre GST" columns; the current ones name the note only ("Note
//   Number", "Note Type", "Note Supply Type") since invoice references left the return.
// - Third-party copies of these headers disagree in places (b2cs with "Rate" before "Applicable % of
//   Tax Rate", hsn with "Rate" last): those are not the tool's order and are not followed.

/** The HSN summary's columns, the same on its B2B and its B2C sheet. */
const HSN_COLUMNS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

export const GSTR1_HEADERS = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn_b2b: HSN_COLUMNS,
  hsn_b2c: HSN_COLUMNS,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const satisfies Record<string, readonly string[]>;

export type Gstr1Sheet = keyof typeof GSTR1_HEADERS;

/** The sheets, in the order the return's tables come (4, 5, 7, 9B, 12, 13). */
export const GSTR1_SHEETS = Object.keys(GSTR1_HEADERS) as Gstr1Sheet[];

export const isGstr1Sheet = (name: string): name is Gstr1Sheet => (GSTR1_SHEETS as string[]).includes(name);

/** A sheet with a row per registered buyer (B2B, CDNR: their GSTIN and name), whose download the access log records. */
export const namesBuyers = (sheet: Gstr1Sheet): boolean => (GSTR1_HEADERS[sheet] as readonly string[]).includes("Receiver Name");
