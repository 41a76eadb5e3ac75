// `npx tsx scripts/statement-xlsx-fixture.ts`: writes tests/fixtures/statements/icici.xlsx, an ICICI
// net-banking statement export as Excel saves it (shared strings, dates as serial numbers with a date
// style, amounts as numbers), for the statement reader's tests. No spreadsheet library: an .xlsx is a
// zip of a few XML parts, and a fixed timestamp keeps the bytes the same on every run (a unit test
// compares them with the committed file).
import { writeFileSync } from "node:fs";
import { crc32, deflateRawSync } from "node:zlib";

export const ICICI_XLSX = new URL("../tests/fixtures/statements/icici.xlsx", import.meta.url);

/** A cell: text, a number, or a calendar day stored the way Excel stores dates. */
type Cell = string | number | { day: string } | null;

const ROWS: Cell[][] = [
  [null, "DETAILED STATEMENT"],
  [],
  [null, "Transactions List - RAVI HANDLOOMS (INR) - 002105501234"],
  [null, "Transaction Date from 25/11/2026 to 30/11/2026"],
  [],
  [
    null,
    "S No.",
    "Value Date",
    "Transaction Date",
    "Cheque Number",
    "Transaction Remarks",
    "Withdrawal Amount (INR )",
    "Deposit Amount (INR )",
    "Balance (INR )",
  ],
  [
    null,
    1,
    { day: "2026-11-26" },
    { day: "2026-11-26" },
    "-",
    "UPI/633012345678/Order 2B91D5ECEA/ravi@okicici/ICICI Bank/ICI7de43fa40188",
    0,
    1049.5,
    26049.5,
  ],
  [
    null,
    2,
    { day: "2026-11-27" },
    "27/11/2026",
    "-",
    "UPI/633098765432/Payment from Ph/9876543210@ybl/YES BANK/YBL1a2b3c4d",
    0,
    250,
    26299.5,
  ],
  [
    null,
    3,
    { day: "2026-11-27" },
    { day: "2026-11-27" },
    "-",
    "UPI/633011112222/groceries/store@paytm/Paytm Payments/PTM9f8e7d",
    300,
    0,
    25999.5,
  ],
  [null, 4, { day: "2026-11-28" }, { day: "2026-11-28" }, "-", "NEFT-HDFCN52026112800012345-ACME TRADERS", 0, 100000.5, 126000],
  [null, 5, { day: "2026-11-30" }, { day: "2026-11-30" }, "-", "Int.Pd:01-09-2026 to 30-11-2026", 0, 87, 126087],
  // A day typed into a cell without a date style: Excel keeps the serial number.
  [
    null,
    6,
    { day: "2026-11-30" },
    serial("2026-11-30"),
    "-",
    "UPI/633055556666/ORDER0A1B2C3D4E/meena@oksbi/State Bank Of I/SBI44aa",
    0,
    1.5,
    126088.5,
  ],
  [],
  [null, "Legend : UPI - Unified Payments Interface; NEFT - National Electronic Funds Transfer"],
];

function serial(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 25_569;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const column = (i: number) => String.fromCharCode(65 + i);

function sheetParts(): { sheet: string; strings: string } {
  const shared: string[] = [];
  const index = (s: string) => {
    const at = shared.indexOf(s);
    return at === -1 ? shared.push(s) - 1 : at;
  };
  const rows = ROWS.map((cells, r) => {
    const xml = cells.map((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (cell === null) return "";
      if (typeof cell === "string") return `<c r="${ref}" t="s"><v>${index(cell)}</v></c>`;
      if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
      return `<c r="${ref}" s="1"><v>${serial(cell.day)}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join("")}</row>`;
  });
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join("")}</sheetData></worksheet>`;
  const strings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${shared
    .map((s) => `<si><t>${escapeXml(s)}</t></si>`)
    .join("")}</sst>`;
  return { sheet, strings };
}

const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006";
const SML = "application/vnd.openxmlformats-officedocument.spreadsheetml";

function parts(): [string, string][] {
  const { sheet, strings } = sheetParts();
  return [
    [
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SML}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${SML}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="OpTransactionHistory" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      "xl/styles.xml",
      // Style 1 is the built-in number format 14, the short date.
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ],
    ["xl/sharedStrings.xml", strings],
    ["xl/worksheets/sheet1.xml", sheet],
  ];
}

/** A zip archive (PKWARE APPNOTE 4.3): deflated entries, all dated 1 Jan 2026 00:00. */
function zip(files: [string, string][]): Buffer {
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, "utf8");
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, "utf8");
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(DOS_TIME, 10);
    head.writeUInt16LE(DOS_DATE, 12);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    head.copy(central, 8, 6, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const buildIciciXlsx = (): Buffer => zip(parts());

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = buildIciciXlsx();
  writeFileSync(ICICI_XLSX, bytes);
  console.log(`icici.xlsx: ${bytes.length} bytes`);
}
