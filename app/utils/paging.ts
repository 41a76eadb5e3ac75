// Page numbers come from URLs (?page=…), so anything may arrive: 0, -3, 1.5, 1e23.

/** Far beyond any real list; it keeps OFFSET a safe integer that PostgreSQL accepts. */
export const MAX_PAGE = 100_000;

/** A usable 1-based page number: a whole number from 1 to MAX_PAGE (page 1 when it is not a number). */
export function clampPage(page: number | undefined): number {
  const n = page !== undefined && Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(MAX_PAGE, Math.max(1, n));
}

/** The page number of a URL's `?page=`: clampPage of its leading whole number (page 1 when absent or junk). */
export function readPage(params: URLSearchParams): number {
  return clampPage(Number.parseInt(params.get("page") ?? "", 10));
}
