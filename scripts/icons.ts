// Generates the app's icon set from public/icon.svg (run once after changing it; the output is
// committed): favicon.ico (16, 32, 48 px), apple-touch-icon.png (180 px), icon-192.png and
// icon-512.png for the web manifest. `npx tsx scripts/icons.ts`
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = await readFile(path.join(publicDir, "icon.svg"));
const BRAND = "#ea580c"; // --color-brand-600 in app/app.css
const pngOf = (size: number, padding = 0) => {
  let image = sharp(svg, { density: 72 * Math.ceil((size * 4) / 64) }).resize(size - 2 * padding, size - 2 * padding);
  if (padding > 0)
    image = image
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: BRAND })
      .flatten({ background: BRAND });
  return image.png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO holding PNG images (every browser since IE Vista-era reads PNG-in-ICO). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const icoSizes = [16, 32, 48];
await writeFile(
  path.join(publicDir, "favicon.ico"),
  ico(await Promise.all(icoSizes.map(async (size) => ({ size, png: await pngOf(size) })))),
);
// iOS rounds the corners itself and shows transparency as black: a full square with some margin.
await writeFile(path.join(publicDir, "apple-touch-icon.png"), await pngOf(180, 14));
await writeFile(path.join(publicDir, "icon-192.png"), await pngOf(192));
await writeFile(path.join(publicDir, "icon-512.png"), await pngOf(512));
console.log("icons written to", publicDir);
