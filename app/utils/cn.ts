import { cx } from "class-variance-authority";
import { twMerge } from "tailwind-merge";

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (px-3 then px-5 → px-5). */
export function cn(...inputs: Parameters<typeof cx>): string {
  return twMerge(cx(inputs));
}
