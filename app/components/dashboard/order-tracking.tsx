// The seller's courier / AWB / tracking-link fields: with "Mark shipped", and to correct them while
// the order is shipped (rules: app/domain/orders/tracking.ts; the action checks them again).
import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { Field, FormError, SubmitButton } from "~/components/ui/form";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import { COURIER_MAX, TRACKING_NUMBER_MAX, TRACKING_URL_MAX, type Tracking, TrackingFields } from "~/domain/orders/tracking";
import * as m from "~/i18n/messages";

const ShipSchema = z.object({ status: z.literal("shipped"), ...TrackingFields });
const TrackingEditSchema = z.object({ intent: z.literal("tracking"), ...TrackingFields });

/**
 * The key of an order's "Mark shipped" fetcher. A success unmounts the form (the order is past
 * it), so the page, which stays, toasts the reply: useReplyToast(useFetcher({ key: shipFetcherKey(id) })).
 */
export const shipFetcherKey = (orderId: string) => `mark-shipped:${orderId}`;

export function ShippedForm({ orderId }: { orderId: string }) {
  const fetcher = useFetcher({ key: shipFetcherKey(orderId) });
  const [form, fields] = useSchemaForm(ShipSchema, { lastResult: fetcher.data, id: "mark-shipped" });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 rounded-lg border border-gray-200 p-3">
      <input type="hidden" name="status" value="shipped" />
      <p className="text-sm text-gray-600">{m.dash_ship_hint()}</p>
      <FormError message={form.errors?.[0]} />
      <TrackingFieldset fields={fields} />
      <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.dash_saving()} size="md" className="sm:w-auto">
        {m.dash_mark_shipped()}
      </SubmitButton>
    </fetcher.Form>
  );
}

export function TrackingForm({ tracking }: { tracking: Tracking }) {
  const fetcher = useFetcher();
  useReplyToast(fetcher);
  const [form, fields] = useSchemaForm(TrackingEditSchema, {
    lastResult: fetcher.data,
    id: "edit-tracking",
    defaultValue: {
      courier: tracking.courier ?? "",
      trackingNumber: tracking.trackingNumber ?? "",
      trackingUrl: tracking.trackingUrl ?? "",
    },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 rounded-lg border border-gray-200 p-3">
      <input type="hidden" name="intent" value="tracking" />
      <h3 className="text-sm font-semibold">{m.dash_shipping_details()}</h3>
      <FormError message={form.errors?.[0]} />
      <TrackingFieldset fields={fields} />
      <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.dash_saving()} size="md" variant="secondary" className="sm:w-auto">
        {m.dash_save_shipping()}
      </SubmitButton>
    </fetcher.Form>
  );
}

type AnyFieldMeta = Parameters<typeof fieldProps>[0];

function TrackingFieldset({ fields }: { fields: Record<"courier" | "trackingNumber" | "trackingUrl", AnyFieldMeta> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field
        label={m.dash_courier()}
        {...fieldProps(fields.courier)}
        maxLength={COURIER_MAX}
        placeholder={m.dash_courier_placeholder()}
        autoComplete="off"
      />
      <Field
        label={m.dash_awb()}
        {...fieldProps(fields.trackingNumber)}
        maxLength={TRACKING_NUMBER_MAX}
        placeholder={m.dash_awb_placeholder()}
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        label={m.dash_tracking_link()}
        {...fieldProps(fields.trackingUrl, "url")}
        maxLength={TRACKING_URL_MAX}
        placeholder="https://…"
        autoComplete="off"
      />
    </div>
  );
}
