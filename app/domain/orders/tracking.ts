// The courier, AWB/tracking number and tracking link a seller may add when marking an order shipped
// (all optional, editable while it is shipped). Browser-safe: the dashboard form uses the same rules.

import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import * as m from "~/i18n/messages";

export const COURIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_URL_MAX = 500;

/** "" (or only spaces) is no value. */
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v), schema.optional());

/** Only web links: a javascript:, data: or other scheme on the shopper's page is refused. */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const TrackingFields = {
  courier: optional(z.string().max(COURIER_MAX, { error: () => m.account_courier_max({ max: COURIER_MAX }) })),
  trackingNumber: optional(
    z
      .string()
      .max(TRACKING_NUMBER_MAX, { error: () => m.account_tracking_number_max({ max: TRACKING_NUMBER_MAX }) })
      .regex(/^[A-Za-z0-9-]+$/, { error: () => m.account_tracking_number_chars() }),
  ),
  trackingUrl: optional(
    z
      .string()
      .max(TRACKING_URL_MAX, { error: () => m.account_tracking_link_max({ max: TRACKING_URL_MAX }) })
      .refine(isWebLink, { error: () => m.account_tracking_link_web() }),
  ),
};
export const TrackingSchema = z.object(TrackingFields);
export type TrackingInput = z.input<typeof TrackingSchema>;

export interface Tracking {
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export const NO_TRACKING: Tracking = { courier: null, trackingNumber: null, trackingUrl: null };

export const hasTracking = (t: Tracking) => Boolean(t.courier || t.trackingNumber || t.trackingUrl);

/** " with Delhivery (AWB 1234). Track the parcel: https://…" for messages, in `locale`; "" when nothing was given. */
export function trackingLine(t: Tracking, locale?: Locale): string {
  const at = { locale };
  const carrier = [
    t.courier ? m.dash_wa_via_courier({ courier: t.courier }, at) : "",
    t.trackingNumber ? m.dash_wa_awb({ awb: t.trackingNumber }, at) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return [carrier, t.trackingUrl ? m.dash_wa_track_link({ url: t.trackingUrl }, at) : ""].filter(Boolean).join(". ");
}
