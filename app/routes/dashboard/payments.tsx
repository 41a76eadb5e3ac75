// Payments & delivery: how the shop gets paid (its UPI ID, cash on delivery, pay at the shop) and
// what delivery costs and where it goes. Two forms posting to one action, told apart by `intent`;
// each validates with its schema in settings-forms.ts, in the browser and here.
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "react-router";
import { CheckboxField, RadioGroupField, SelectBox } from "~/components/dashboard/choice-fields";
import { withoutKey } from "~/components/dashboard/conform-props";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { INDIAN_STATES } from "~/domain/payments/delivery";
import { saveDeliveryRules, savePaymentSettings } from "~/domain/payments/settings.server";
import {
  DeliveryFormSchema,
  deliveryFormValues,
  MAX_PINCODES,
  PaymentFormSchema,
  paymentFormValues,
} from "~/domain/payments/settings-forms";
import { loadShopPayments } from "~/domain/payments/shop-payments.server";
import { QR_IMAGE_LIMIT_PAISE } from "~/domain/payments/upi";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import { formatPaise } from "~/utils/money";
import { replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payments & delivery · Dashboard" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { settings, rules } = await loadShopPayments(context.get(servicesContext).db, context.get(shopContext).id);
  return { payment: paymentFormValues(settings), delivery: deliveryFormValues(rules) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const form = await parseForm(request);
  const intent = form.get("intent");
  if (intent === "payment") {
    const submission = parseWithZod(form, { schema: PaymentFormSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    await savePaymentSettings(db, sellerId, submission.value);
    return replySuccess({ intent }, "Payment settings saved.");
  }
  if (intent === "delivery") {
    const submission = parseWithZod(form, { schema: DeliveryFormSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    await saveDeliveryRules(db, sellerId, submission.value);
    return replySuccess({ intent }, "Delivery settings saved.");
  }
  return errorReply(new DomainError("unknown_action", "Unknown action."));
}

type LastResult = SubmissionResult<string[]> | undefined;

export default function PaymentsPage() {
  const { payment, delivery } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeader title="Payments & delivery" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {/* Keyed by the saved values: after a save the form shows them as stored (e.g. the UPI ID lower-cased). */}
          <PaymentForm key={JSON.stringify(payment)} saved={payment} lastResult={replyForIntent(reply, "payment")} />
          <DeliveryForm key={JSON.stringify(delivery)} saved={delivery} lastResult={replyForIntent(reply, "delivery")} />
        </div>
        <HowYouGetPaid />
      </div>
    </>
  );
}

function PaymentForm({ saved, lastResult }: { saved: ReturnType<typeof paymentFormValues>; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(PaymentFormSchema, { lastResult, defaultValue: { intent: "payment", ...saved }, id: "payment" });
  return (
    <Card>
      <h2 className="text-lg font-semibold">How shoppers pay</h2>
      <p className="mt-1 text-sm text-gray-600">With no method ticked, shoppers order and settle with you directly, as before.</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="payment" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-700">Payment methods</legend>
          <CheckboxField meta={fields.acceptsUpi} label="UPI" hint="Shoppers pay to your UPI ID from any UPI app." />
          <CheckboxField meta={fields.acceptsCod} label="Cash on delivery" />
          <CheckboxField meta={fields.acceptsPayAtShop} label="Pay at the shop" hint="For In-Shop Purchase orders." />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="UPI ID"
            {...fieldProps(fields.upiId)}
            placeholder="name@bank"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <Field label="Payee name" {...fieldProps(fields.payeeName)} hint="The name shoppers see in their UPI app." />
          <Field
            label="COD fee (₹)"
            {...fieldProps(fields.codFee)}
            inputMode="decimal"
            placeholder="0"
            hint="Added to cash on delivery orders."
          />
          <Field label="Maximum order value for COD (₹)" {...fieldProps(fields.codMaxOrder)} inputMode="decimal" placeholder="No limit" />
          <Field
            label="UPI payment window (hours)"
            {...fieldProps(fields.paymentWindowHours, "number")}
            inputMode="numeric"
            hint="Unpaid UPI orders are cancelled after this (1–168 hours)."
          />
        </div>
        <SubmitButton pendingText="Saving…" className="sm:w-auto">
          Save payment settings
        </SubmitButton>
      </Form>
    </Card>
  );
}

const AREAS = [
  { value: "india", label: "All India" },
  { value: "state", label: "Only my state" },
  { value: "pincodes", label: "These pincodes" },
] as const;

function DeliveryForm({ saved, lastResult }: { saved: ReturnType<typeof deliveryFormValues>; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(DeliveryFormSchema, {
    lastResult,
    defaultValue: { intent: "delivery", ...saved, area: saved.area as (typeof AREAS)[number]["value"] },
    id: "delivery",
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">Delivery</h2>
      <p className="mt-1 text-sm text-gray-600">In-Shop Purchase orders never pay a delivery fee.</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delivery" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Delivery fee (₹)"
            {...fieldProps(fields.flatFee)}
            inputMode="decimal"
            placeholder="0"
            hint="0 or empty: free delivery."
          />
          <Field
            label="Free delivery above (₹)"
            {...fieldProps(fields.freeAbove)}
            inputMode="decimal"
            placeholder="Never"
            hint="Orders of this much or more (after discount) deliver free."
          />
        </div>
        <RadioGroupField meta={fields.area} legend="Where you deliver" options={AREAS} />
        <SelectBox meta={fields.state} label="Your state" options={INDIAN_STATES} placeholder="Choose your state" />
        <TextArea
          label="Pincodes you deliver to"
          {...withoutKey(getTextareaProps(fields.pincodes, { ariaAttributes: false }))}
          errors={fields.pincodes.errors}
          errorId={fields.pincodes.errorId}
          rows={3}
          inputMode="numeric"
          placeholder="560001, 560002, 5601"
        />
        <p className="-mt-3 text-xs text-gray-500">
          Separate them with commas, spaces or new lines; up to {MAX_PINCODES}. A shorter prefix such as 5600 covers every pincode that
          starts with it. Used when you choose 'These pincodes'.
        </p>
        <SubmitButton pendingText="Saving…" className="sm:w-auto">
          Save delivery settings
        </SubmitButton>
      </Form>
    </Card>
  );
}

function HowYouGetPaid() {
  return (
    <Card className="order-first h-fit text-sm text-gray-700 lg:order-last">
      <h2 className="text-base font-semibold text-gray-900">How you get paid</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        <li>
          UPI payments go straight from the shopper's UPI app to your UPI ID. Haat charges nothing and never holds the money. You confirm
          each payment once you see it in your bank or UPI app.
        </li>
        <li>
          NPCI rules: 'Pay with UPI app' on a phone works only with personal UPI IDs when the payee is not a registered merchant, and paying
          from a QR image (a screenshot or gallery photo) is capped at {formatPaise(QR_IMAGE_LIMIT_PAISE)} for unverified payees.
        </li>
        <li>For larger orders, a business (merchant) UPI ID or a verified one works best.</li>
        <li>Cash on delivery and pay at the shop: you mark each order collected when the money is in your hand.</li>
      </ul>
    </Card>
  );
}
