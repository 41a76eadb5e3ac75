// A seller's catalogue as the CSV import reads it: n products in Shirts (men) and Kurtis (women),
// 2–3 colours × 3–4 sizes each, some on sale, some hidden, with stock (scripts/bench/csv-import.ts
// times importing it; scripts/bench/memory.ts grows the demo shop with it).
import { COLOR_OPTIONS, SIZE_GROUPS_BY_MAIN } from "../../app/domain/catalog/constants";
import { CSV_COLUMNS } from "../../app/domain/catalog/csv";
import { toCsv } from "../../app/domain/catalog/csv-format";

export function generateCsv(n: number): string {
  const rows: Array<Array<string | number>> = [[...CSV_COLUMNS]];
  for (let i = 0; i < n; i++) {
    const men = i % 2 === 0;
    const sizes = men ? SIZE_GROUPS_BY_MAIN.men.letter : SIZE_GROUPS_BY_MAIN.women.letter;
    const sizeCount = 3 + (i % 2); // 3 or 4
    const colourCount = 2 + (i % 2); // 2 or 3
    const price = 299 + (i % 50) * 20;
    for (let c = 0; c < colourCount; c++) {
      const color = COLOR_OPTIONS[(i + c * 7) % COLOR_OPTIONS.length].name;
      for (let z = 0; z < sizeCount; z++) {
        rows.push([
          `SKU-${i}`,
          `${men ? "Cotton Shirt" : "Silk Kurti"} ${i}`,
          'Soft fabric, "easy care"; machine wash.',
          `${price}.00`,
          i % 3 === 0 ? `${price - 50}.50` : "",
          men ? "men" : "women",
          men ? "Shirts" : "Kurtis",
          i % 4 < 2 ? "Casual" : "",
          i % 10 === 0 ? "no" : "yes",
          color,
          sizes[(i + z) % sizes.length],
          (i * 7 + z) % 25,
        ]);
      }
    }
  }
  return toCsv(rows);
}
