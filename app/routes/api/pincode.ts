// GET /api/pincodes/:pin → {places:[{townCity, district, state}]}: the address forms' autofill
// (docs/decisions/0087-pincode-data.md). A lookup in memory, no database: not rate-limited (the
// per-address limiter is a PostgreSQL write per request); browsers and proxies keep answers a day.
import { lookupPincode, PINCODE_PATTERN } from "~/domain/pincodes/pincodes.server";
import { PAGE_LOAD_VARY, sendPageLoadTo } from "~/http/page-load.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/pincode";

const CACHE = { "Cache-Control": "public, max-age=86400", Vary: PAGE_LOAD_VARY };

export async function loader({ request, params }: Route.LoaderArgs) {
  // Nothing to show a person here: the address forms are where pincodes are looked up.
  sendPageLoadTo(request, "/");
  const pin = params.pin ?? "";
  if (!PINCODE_PATTERN.test(pin)) return Response.json({ error: m.pin_not_six_digits() }, { status: 400 });
  const places = await lookupPincode(pin);
  if (places.length === 0) return Response.json({ places, error: m.pin_unknown({ pincode: pin }) }, { status: 404, headers: CACHE });
  return Response.json({ places }, { headers: CACHE });
}
