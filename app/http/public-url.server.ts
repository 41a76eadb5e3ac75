// The URL a person asked for, as a redirect should repeat it. Middleware runs before React Router
// strips its single-fetch bookkeeping, so a `.data` request still carries `_routes` in the query
// (loaders and actions get it stripped); sending that on would leak it into the address bar.
export function publicUrl(request: Request): URL {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return url;
}
