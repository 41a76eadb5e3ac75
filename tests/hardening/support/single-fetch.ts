// The URLs React Router's browser router asks for data (single fetch), so tests send what it sends.

/** A pathname's data URL, as React Router 8's client builds it: `/x` → `/x.data`, `/` → `/_.data`, `/x/` → `/x/_.data`. */
export function singleFetchPath(pathname: string): string {
  return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
}
