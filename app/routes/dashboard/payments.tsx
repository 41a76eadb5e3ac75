// Payments & delivery: how the shop gets paid (its UPI ID, cash on delivery, pay at the shop) and
// what delivery costs and where it goes, and what it takes back (returns). Two forms posting to one action, told apart by `intent`;
// each validates with its schema in settings-forms.ts, in the browser and here.
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { CheckboxField, RadioGroupField, SelectBox } from "~/components/dashboard/choice-fields";
import { withoutKey } from "~/components/dashboard/conform-props";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { ReturnPolicyForm } from "~/components/returns/return-policy-form";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { toCheckCount } from "~/domain/payments/bank/to-check.server";
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
import { ReturnPolicySchema } from "~/domain/returns/forms";
import { getReturnPolicy, saveReturnPolicy } from "~/domain/returns/policy.server";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_payments_title()} · ${m.common_dashboard()}` }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const [{ settings, rules }, toCheck, returns] = await Promise.all([
    loadShopPayments(db, sellerId),
    toCheckCount(db, sellerId),
    getReturnPolicy(db, sellerId),
  ]);
  return { payment: paymentFormValues(settings), delivery: deliveryFormValues(rules), toCheck, returns };
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
    return replySuccess({ intent }, m.seller_payment_saved());
  }
  if (intent === "delivery") {
    const submission = parseWithZod(form, { schema: DeliveryFormSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    await saveDeliveryRules(db, sellerId, submission.value);
    return replySuccess({ intent }, m.seller_delivery_saved());
  }
  if (intent === "returns") {
    const submission = parseWithZod(form, { schema: ReturnPolicySchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    await saveReturnPolicy(db, sellerId, submission.value);
    return replySuccess({ intent }, m.seller_returns_saved());
  }
  return errorReply(new DomainError("unknown_action", m.seller_unknown_action()));
}

type LastResult = SubmissionResult<string[]> | undefined;

export default function PaymentsPage() {
  const { payment, delivery, toCheck, returns } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={m.seller_payments_title()} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <BankLink toCheck={toCheck} />
          {/* Keyed by the saved values: after a save the form shows them as stored (e.g. the UPI ID lower-cased). */}
          <PaymentForm key={JSON.stringify(payment)} saved={payment} lastResult={replyForIntent(reply, "payment")} />
          <DeliveryForm key={JSON.stringify(delivery)} saved={delivery} lastResult={replyForIntent(reply, "delivery")} />
          <ReturnPolicyForm key={JSON.stringify(returns)} saved={returns} lastResult={replyForIntent(reply, "returns")} />
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
      <h2 className="text-lg font-semibold">{m.seller_how_shoppers_pay()}</h2>
      <p className="mt-1 text-sm text-gray-600">{m.seller_no_method_hint()}</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="payment" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-700">{m.seller_payment_methods()}</legend>
          <CheckboxField meta={fields.acceptsUpi} label="UPI" hint={m.seller_upi_hint()} />
          <CheckboxField meta={fields.acceptsCod} label={m.seller_cod()} />
          <CheckboxField meta={fields.acceptsPayAtShop} label={m.seller_pay_at_shop()} hint={m.seller_pay_at_shop_hint()} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="UPI ID" // i18n-ignore: the term sellers know, the same in Hindi
            {...fieldProps(fields.upiId)}
            placeholder="name@bank"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <Field label={m.seller_payee_name()} {...fieldProps(fields.payeeName)} hint={m.seller_payee_hint()} />
          <Field
            label={m.seller_cod_fee()}
            {...fieldProps(fields.codFee)}
            inputMode="decimal"
            placeholder="0"
            hint={m.seller_cod_fee_hint()}
          />
          <Field label={m.seller_cod_max()} {...fieldProps(fields.codMaxOrder)} inputMode="decimal" placeholder={m.seller_no_limit()} />
          <Field
            label={m.seller_window()}
            {...fieldProps(fields.paymentWindowHours, "number")}
            inputMode="numeric"
            hint={m.seller_window_hint()}
          />
        </div>
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium text-gray-700">{m.seller_cod_confirm_legend()}</legend>
          <p className="text-sm text-gray-600">{m.seller_cod_confirm_intro()}</p>
          <RadioGroupField meta={fields.codShipping} legend={m.seller_cod_ship_legend()} options={codShipping()} />
          <Field
            label={m.seller_cod_hours()}
            {...fieldProps(fields.codConfirmHours, "number")}
            inputMode="numeric"
            className="sm:max-w-48"
          />
          <RadioGroupField meta={fields.codLateAction} legend={m.seller_cod_late_legend()} options={codLate()} />
          <TextArea
            label={m.seller_cod_off_pincodes()}
            {...withoutKey(getTextareaProps(fields.codOffPincodes, { ariaAttributes: false }))}
            errors={fields.codOffPincodes.errors}
            errorId={fields.codOffPincodes.errorId}
            rows={2}
            inputMode="numeric"
            placeholder="791001, 7911"
          />
        </fieldset>
        <SubmitButton pendingText={m.seller_saving()} className="sm:w-auto">
          {m.seller_save_payment()}
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** The COD confirmation rules' choices, in the request's language. */
const codShipping = () =>
  [
    { value: "ship_all", label: m.seller_cod_ship_all() },
    { value: "ship_confirmed", label: m.seller_cod_ship_confirmed() },
  ] as const;
const codLate = () =>
  [
    { value: "flag", label: m.seller_cod_late_flag() },
    { value: "cancel", label: m.seller_cod_late_cancel() },
  ] as const;

/** The delivery areas' choices, in the request's language. */
const areas = () =>
  [
    { value: "india", label: m.seller_area_india() },
    { value: "state", label: m.seller_area_state() },
    { value: "pincodes", label: m.seller_area_pincodes() },
  ] as const;

function DeliveryForm({ saved, lastResult }: { saved: ReturnType<typeof deliveryFormValues>; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(DeliveryFormSchema, {
    lastResult,
    defaultValue: { intent: "delivery", ...saved, area: saved.area as ReturnType<typeof areas>[number]["value"] },
    id: "delivery",
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">{m.seller_delivery()}</h2>
      <p className="mt-1 text-sm text-gray-600">{m.seller_delivery_intro()}</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delivery" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={m.seller_delivery_fee()}
            {...fieldProps(fields.flatFee)}
            inputMode="decimal"
            placeholder="0"
            hint={m.seller_delivery_fee_hint()}
          />
          <Field
            label={m.seller_free_above()}
            {...fieldProps(fields.freeAbove)}
            inputMode="decimal"
            placeholder={m.seller_never()}
            hint={m.seller_free_above_hint()}
          />
        </div>
        <RadioGroupField meta={fields.area} legend={m.seller_where_deliver()} options={areas()} />
        <SelectBox meta={fields.state} label={m.seller_your_state()} options={INDIAN_STATES} placeholder={m.seller_choose_state()} />
        <TextArea
          label={m.seller_pincodes_label()}
          {...withoutKey(getTextareaProps(fields.pincodes, { ariaAttributes: false }))}
          errors={fields.pincodes.errors}
          errorId={fields.pincodes.errorId}
          rows={3}
          inputMode="numeric"
          placeholder="560001, 560002, 5601"
        />
        <p className="-mt-3 text-xs text-gray-500">{m.seller_pincodes_hint({ max: MAX_PINCODES })}</p>
        <SubmitButton pendingText={m.seller_saving()} className="sm:w-auto">
          {m.seller_save_delivery()}
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** To the page where the bank confirms UPI payments, with what waits there for the seller. */
function BankLink({ toCheck }: { toCheck: number }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-2">
      <Link to="bank" className="font-medium text-blue-700 underline">
        {m.seller_bank_link()}
      </Link>
      {toCheck > 0 ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
          {m.seller_bank_link_to_check({ count: toCheck })}
        </span>
      ) : null}
    </Card>
  );
}

function HowYouGetPaid() {
  return (
    <Card className="order-first h-fit text-sm text-gray-700 lg:order-last">
      <h2 className="text-base font-semibold text-gray-900">{m.seller_how_paid()}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        <li>{m.seller_paid_upi()}</li>
        <li>{m.seller_paid_npci({ limit: formatPaise(QR_IMAGE_LIMIT_PAISE) })}</li>
        <li>{m.seller_paid_merchant()}</li>
        <li>{m.seller_paid_cash()}</li>
      </ul>
    </Card>
  );
}
