// Browser-safe helpers that turn a stored image key into URLs.
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const imageFileKey = (key: string, width: ImageWidth) => `${key}-${width}.webp`;

export function imageUrl(key: string, width: ImageWidth = 640): string {
  return `/media/${imageFileKey(key, width)}`;
}

export function imageSrcSet(key: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(key, w)} ${w}w`).join(", ");
}
