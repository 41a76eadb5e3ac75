// Coupons: the shop's list, one form that adds a coupon or (with ?edit=<id>) changes one, and
// activate / deactivate on each. Plain forms: everything works without JavaScript.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CheckboxField, RadioGroupField } from "~/components/dashboard/choice-fields";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormError, FormSuccess, SubmitButton } from "~/components/ui/form";
import { fieldProps, formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { CouponFormSchema, type CouponRow, couponFormValues, couponGives } from "~/domain/payments/coupon-form";
import { getCoupon, listCoupons, saveCoupon, setCouponActive } from "~/domain/payments/coupons.server";
import { errorReply, invalidSubmission, parseForm, replySuccess, throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { failureMessage, type Reply, replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/coupons";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_coupons_title()} · ${m.common_dashboard()}` }];

const EditParam = z.uuid();

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const editId = new URL(request.url).searchParams.get("edit");
  let editing: CouponRow | null = null;
  if (editId !== null) {
    const id = EditParam.safeParse(editId);
    editing = id.success ? await getCoupon(db, sellerId, id.data) : null;
    if (!editing) throwNotFound(m.seller_coupon_not_found());
  }
  return { coupons: await listCoupons(db, sellerId), editing: editing ? couponFormValues(editing) : null };
}

const ToggleSchema = z.object({ intent: z.enum(["activate", "deactivate"]), id: z.uuid() });

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const form = await parseForm(request);
  const intent = form.get("intent");
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: CouponFormSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      const id = await saveCoupon(db, sellerId, submission.value);
      return replySuccess({ intent, id }, m.seller_coupon_saved({ code: submission.value.code }));
    } catch (error) {
      return errorReply(error, submission);
    }
  }
  const toggle = ToggleSchema.safeParse({ intent, id: form.get("id") });
  try {
    if (!toggle.success)
      throw intent === "activate" || intent === "deactivate"
        ? new DomainError("not_found", m.seller_coupon_not_found(), { status: 404 })
        : new DomainError("unknown_action", m.seller_unknown_action());
    await setCouponActive(db, sellerId, toggle.data.id, toggle.data.intent === "activate");
    return replySuccess({ intent }, toggle.data.intent === "activate" ? m.seller_coupon_activated() : m.seller_coupon_deactivated());
  } catch (error) {
    return errorReply(error);
  }
}

export default function CouponsPage() {
  const { coupons, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const saveReply = replyForIntent(reply, "save");
  const listReply = saveReply ? undefined : reply;
  return (
    <>
      <PageHeader title={m.seller_coupons_title()} />
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <CouponForm
            key={editing ? JSON.stringify(editing) : `new-${successMessage(saveReply) ? JSON.stringify(saveReply) : ""}`}
            editing={editing}
            lastResult={saveReply}
          />
        </div>
        {/* On phones the list comes first, unless a coupon is being edited. */}
        <section aria-labelledby="coupon-list" className={`space-y-3 lg:order-none lg:col-span-3 ${editing ? "" : "order-first"}`}>
          <h2 id="coupon-list" className="text-lg font-semibold">
            {m.seller_your_coupons()}
          </h2>
          <FormError message={failureMessage(listReply)} />
          <FormSuccess message={successMessage(listReply)} />
          {coupons.length === 0 ? (
            <Card>
              <p className="text-sm text-gray-600">{m.seller_no_coupons()}</p>
            </Card>
          ) : (
            <ul className="space-y-3">
              {coupons.map((c) => (
                <li key={c.id}>
                  <CouponCard coupon={c} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** "5 Mar 2025 – 31 Mar 2025" in India's days; the stored end is the midnight after the last day. */
function validity(c: CouponRow): string {
  const from = c.validFrom ? formatDate(c.validFrom) : null;
  const until = c.validUntil ? formatDate(new Date(new Date(c.validUntil).getTime() - 1)) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return m.seller_valid_from_date({ date: from });
  if (until) return m.seller_valid_until_date({ date: until });
  return m.seller_valid_always();
}

function CouponCard({ coupon: c }: { coupon: CouponRow }) {
  const rows: Array<[string, string]> = [
    [m.seller_min_order(), c.minOrderPaise ? formatPaise(c.minOrderPaise) : m.seller_none()],
    [m.seller_max_discount(), c.maxDiscountPaise === null ? m.seller_no_cap() : formatPaise(c.maxDiscountPaise)],
    [m.seller_valid_ist(), validity(c)],
    [m.seller_uses(), `${c.usedCount}/${c.usageLimit ?? m.seller_uses_no_limit()}`],
    [m.seller_once_per_customer(), c.oncePerCustomer ? m.seller_yes() : m.seller_no()],
  ];
  return (
    <Card className={c.active ? "" : "bg-gray-50"}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-mono text-lg font-bold tracking-wide">{c.code}</p>
          <p className="text-sm font-medium text-gray-800">{couponGives(c)}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.active ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-700"}`}
        >
          {c.active ? m.seller_active() : m.seller_inactive()}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-gray-500">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`?edit=${c.id}`} className={buttonVariants({ size: "sm" })} aria-label={m.seller_edit_code({ code: c.code })}>
          {m.seller_edit()}
        </Link>
        <Form method="post">
          <input type="hidden" name="id" value={c.id} />
          <Button
            type="submit"
            name="intent"
            value={c.active ? "deactivate" : "activate"}
            size="sm"
            aria-label={c.active ? m.seller_deactivate_code({ code: c.code }) : m.seller_activate_code({ code: c.code })}
          >
            {c.active ? m.seller_deactivate() : m.seller_activate()}
          </Button>
        </Form>
      </div>
    </Card>
  );
}

/** The discount kinds' choices, in the request's language. */
const kinds = () =>
  [
    { value: "percent", label: m.seller_kind_percent() },
    { value: "flat", label: m.seller_kind_flat() },
  ] as const;

function CouponForm({ editing, lastResult }: { editing: ReturnType<typeof couponFormValues> | null; lastResult?: Reply<unknown> }) {
  const [form, fields] = useSchemaForm(CouponFormSchema, {
    lastResult,
    defaultValue: editing ? { intent: "save", ...editing } : { intent: "save", kind: "percent" },
    id: editing ? `coupon-${editing.id}` : "coupon-new",
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold">{editing ? m.seller_edit_code({ code: editing.code }) : m.seller_add_coupon_heading()}</h2>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        <Field
          label={m.seller_code()}
          {...fieldProps(fields.code)}
          placeholder="DIWALI10" // i18n-ignore: an example code
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          hint={m.seller_code_hint()}
        />
        <RadioGroupField meta={fields.kind} legend={m.seller_discount()} options={kinds()} />
        <Field label={m.seller_value()} {...fieldProps(fields.value)} inputMode="decimal" placeholder="10" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.seller_min_order_rs()} {...fieldProps(fields.minOrder)} inputMode="decimal" placeholder={m.seller_none()} />
          <Field
            label={m.seller_max_discount_rs()}
            {...fieldProps(fields.maxDiscount)}
            inputMode="decimal"
            placeholder={m.seller_no_cap()}
          />
          <Field label={m.seller_valid_from()} {...fieldProps(fields.validFrom)} type="date" />
          <Field label={m.seller_valid_until()} {...fieldProps(fields.validUntil)} type="date" />
          <Field
            label={m.seller_usage_limit()}
            {...fieldProps(fields.usageLimit, "number")}
            inputMode="numeric"
            placeholder={m.seller_no_limit()}
          />
        </div>
        <CheckboxField meta={fields.oncePerCustomer} label={m.seller_once_per_customer()} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pendingText={m.seller_saving()} className="sm:w-auto">
            {editing ? m.seller_save_coupon() : m.seller_add_coupon()}
          </SubmitButton>
          {editing ? (
            <Link to="." className={buttonVariants({ size: "lg" })}>
              {m.seller_cancel()}
            </Link>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}
