// A shop's data export read back by the catalogue import: which of its files are read, and the bounds
// that keep a zip bomb from costing memory. Browser-safe (the import page tells the limit).
import { MAX_CSV_BYTES } from "./csv";
import { MAX_IMAGES_PER_REQUEST, PRODUCT_IMAGE_MAX_BYTES } from "./product-form";

export const PRODUCTS_FILE = "products.csv";
/** An image the export wrote: one flat folder, file names without paths or dots in front. */
export const IMAGE_PATH = /^images\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}$/;

/** The largest upload: the most the product form takes in one request, so the body guard lets it through. */
export const MAX_ARCHIVE_BYTES = PRODUCT_IMAGE_MAX_BYTES * MAX_IMAGES_PER_REQUEST;
/** Inflated, the files read may hold at most this (images are WebP, so barely smaller in the zip). */
export const MAX_ARCHIVE_UNZIPPED = MAX_ARCHIVE_BYTES * 2 + MAX_CSV_BYTES;
/** Entries in the zip, read or not. */
export const MAX_ARCHIVE_ENTRIES = 20_000;

/** A zip starts with a local file header ("PK\x03\x04"). */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
