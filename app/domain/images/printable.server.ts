// A stored image as bytes a PDF can embed (pdfkit reads JPEG and PNG only; the app stores WebP).
import type { Storage } from "~/media/storage.server";
import { imageFileKey } from "~/media/urls";
import { detectImageType, loadSharp } from "./images.server";

/**
 * The image `key` (its smallest stored width: enough for a logo on paper) as PNG or JPEG bytes; null
 * when it is missing or unreadable, so a document prints without it rather than failing.
 */
export async function printableImage(storage: Storage, key: string): Promise<Buffer | null> {
  try {
    const found = await storage.get(imageFileKey(key, 320));
    if (!found) return null;
    const bytes = Buffer.concat(await found.body.toArray());
    const type = detectImageType(bytes);
    if (type === "image/png" || type === "image/jpeg") return bytes;
    if (type !== "image/webp") return null;
    const sharp = await loadSharp();
    return await sharp(bytes).png().toBuffer();
  } catch {
    return null;
  }
}
