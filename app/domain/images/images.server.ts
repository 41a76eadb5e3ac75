// Image intake: check by content, size and pixel dimensions, then re-encode to WebP in a few widths.
// A rule of the domain (what an upload may be, and the message when it is not); where the files go
// is app/media's.
import { randomUUID } from "node:crypto";
import type { Metadata } from "sharp";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import type { Storage } from "~/media/storage.server";
import { IMAGE_WIDTHS, imageFileKey } from "~/media/urls";
import { lazily } from "~/utils/lazy";

// sharp (libvips, about 27 MB resident) loads with the first image, not with every server process.
export const loadSharp = lazily(() => import("sharp").then((module) => module.default));

/**
 * An upload the image rules refuse: a DomainError with code "image_rejected" (the message says why,
 * in the request's language; `details.wrongType` marks a refused file type for callers that word it their own way).
 * It names no field: the intake does not know the form. A route puts it on its form's file field
 * with onField (app/http/reply.server.ts), typed by the form's schema; unplaced, it is the form's message.
 */
export const imageRejected = (message: string, details?: { wrongType: true }) => new DomainError("image_rejected", message, { details });

export const isImageRejected = (error: unknown): error is DomainError => error instanceof DomainError && error.code === "image_rejected";

export interface ImageRules {
  maxBytes: number;
  /** Content types accepted, as told by the file's magic bytes. */
  accept?: ReadonlyArray<DetectedType>;
  minSide?: number;
  maxSide?: number;
}

export type DetectedType = "image/jpeg" | "image/png" | "image/webp";

const TYPE_LABEL: Record<DetectedType, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

export function detectImageType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

function formatMB(bytes: number) {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;
}

/** Validates an upload and throws imageRejected(…) with a message a person can act on. */
export async function checkImage(bytes: Uint8Array, rules: ImageRules): Promise<{ type: DetectedType; width: number; height: number }> {
  const accept = rules.accept ?? ["image/jpeg", "image/png", "image/webp"];
  const labels = accept.map((t) => TYPE_LABEL[t]);
  const allowed = labels.length === 2 ? m.common_image_types_or({ first: labels[0], second: labels[1] }) : labels.join(", ");
  if (bytes.length === 0) throw imageRejected(m.common_image_empty());
  if (bytes.length > rules.maxBytes) throw imageRejected(m.common_image_too_big({ size: formatMB(rules.maxBytes) }));
  const type = detectImageType(bytes);
  if (!type || !accept.includes(type)) throw imageRejected(m.common_image_types({ types: allowed }), { wrongType: true });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Only the header is read here (no pixels are decoded), so a decompression bomb costs nothing
    // and is refused below by its dimensions, with a message that says so.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageRejected(m.common_image_damaged());
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const minSide = rules.minSide ?? 16;
  const maxSide = rules.maxSide ?? 8000;
  if (Math.min(width, height) < minSide || Math.max(width, height) > maxSide) {
    throw imageRejected(m.common_image_pixels({ min: minSide, max: maxSide, width, height }));
  }
  return { type, width, height };
}

/** Removes every width of a stored image (an upload whose form was refused after storing it). */
export async function discardImage(storage: Storage, key: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.delete(imageFileKey(key, width))));
}

/** Checks, re-encodes and stores an image; returns its key (see media/urls.ts for URLs). */
export async function storeImage(storage: Storage, bytes: Uint8Array, rules: ImageRules, prefix = "img"): Promise<string> {
  await checkImage(bytes, rules);
  const key = `${prefix}/${randomUUID()}`;
  const sharp = await loadSharp();
  const base = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate(); // honour EXIF orientation
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const webp = await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await storage.put(imageFileKey(key, width), webp, "image/webp");
    }),
  );
  return key;
}
