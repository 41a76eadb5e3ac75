// Renders the stock pictures of the four main categories (docs/product.md#catalogue-values: Men, Women, Boy and Girl
// each have one) into public/categories/*.webp. Run once after changing the art; the files are
// committed, so neither the build nor the server needs sharp for them:
//   npx tsx scripts/make-category-art.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MainCategory } from "~/db/schema/values";
import { MAIN_CATEGORY_ART } from "~/domain/catalog/constants";
import { mainCategoryArtSvg } from "./seed/demo-images.server";

type Art = Parameters<typeof mainCategoryArtSvg>[0];

const ART: Record<MainCategory, Art> = {
  men: {
    backdrop: ["#e0f2fe", "#f8fafc"],
    garments: [
      { garment: "shirt", color: "Light Blue" },
      { garment: "trousers", color: "Khaki" },
    ],
  },
  women: {
    backdrop: ["#fce7f3", "#fffbeb"],
    garments: [
      { garment: "saree", color: "Pink" },
      { garment: "kurta", color: "Gold" },
    ],
  },
  boy: {
    backdrop: ["#dcfce7", "#f0f9ff"],
    garments: [
      { garment: "tshirt", color: "Orange" },
      { garment: "shorts", color: "Blue" },
    ],
  },
  girl: {
    backdrop: ["#f3e8ff", "#fdf2f8"],
    garments: [
      { garment: "frock", color: "Pink" },
      { garment: "dress", color: "Light Green" },
    ],
  },
};

const dir = path.resolve(import.meta.dirname, "../public");
for (const [main, art] of Object.entries(ART) as Array<[MainCategory, Art]>) {
  const file = path.join(dir, MAIN_CATEGORY_ART[main]);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    await sharp(Buffer.from(mainCategoryArtSvg(art)))
      .webp({ quality: 82 })
      .toBuffer(),
  );
  console.log(file);
}
