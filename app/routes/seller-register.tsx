// /register: a seller opens a shop (the landing page's Get Started). Creates the account and the
// shop, signs in, and lands on the new shop's dashboard.

import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, Link, redirect, useActionData, useFetcher, useLoaderData } from "react-router";
import { AuthCard } from "~/components/auth-forms";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { Field, FormError, PasswordField, SubmitButton } from "~/components/ui/form";
import { fieldProps, formSummary, secretFieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext } from "~/context";
import { viewerOf } from "~/domain/platform/viewer.server";
import { handleProblem, SellerRegisterSchema, suggestHandle, takenHandle } from "~/domain/sellers/forms";
import { isHandleTaken, registerSeller } from "~/domain/sellers/register.server";
import { findShopByOwner } from "~/domain/sellers/shops.server";
import { signUpWith } from "~/http/auth-api.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { errorReply, invalidSubmission, parseSubmission } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/seller-register";

export const meta: Route.MetaFunction = () => [{ title: m.platform_open_shop_meta_title() }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The form asks here, while the person types, whether a handle is free.
  const check = url.searchParams.get("check");
  if (check !== null) {
    const handle = check.trim().toLowerCase();
    const problem = handleProblem(handle) ?? ((await isHandleTaken(context.get(servicesContext).db, handle)) ? takenHandle() : null);
    return { check: { handle, problem }, origin: context.get(servicesContext).env.BASE_URL };
  }
  const user = await getSessionUser(context, request);
  if (user?.role === "seller") {
    const own = await findShopByOwner(context.get(servicesContext).db, user.id);
    if (own) throw redirect(`/${own.handle}/dashboard`);
  }
  return { check: null, origin: context.get(servicesContext).env.BASE_URL, viewer: await viewerOf(context.get(servicesContext).db, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission } = await parseSubmission(request, SellerRegisterSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const { shop, headers } = await registerSeller(context.get(servicesContext).db, signUpWith(context, request), submission.value);
    return redirect(`/${shop.handle}/dashboard`, { headers });
  } catch (error) {
    return errorReply(error, submission);
  }
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function SellerRegister() {
  const { origin, viewer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(SellerRegisterSchema, { lastResult: result });
  const [shopName, setShopName] = useState(fields.shopName.initialValue ?? "");
  const [handle, setHandle] = useState(fields.handle.initialValue ?? "");
  // Follow the shop name until the person types a handle of their own.
  const [handleEdited, setHandleEdited] = useState(Boolean(fields.handle.initialValue));
  const shown = handleEdited ? handle : suggestHandle(shopName);
  const localProblem = shown ? handleProblem(shown) : null;

  const checker = useFetcher<typeof loader>();
  const { load } = checker;
  useEffect(() => {
    if (!shown || localProblem) return;
    const timer = setTimeout(() => load(`/register?check=${encodeURIComponent(shown)}`), 300);
    return () => clearTimeout(timer);
  }, [shown, localProblem, load]);
  const remote = checker.data?.check?.handle === shown ? checker.data.check.problem : null;
  // The live check speaks in the address line; the form's own messages only when it has nothing to say.
  const handleMessage = localProblem ?? remote;
  const handleErrors = handleMessage ? null : fields.handle.errors;

  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader viewer={viewer ?? null} />
      <div id="main" tabIndex={-1} className="flex-1 bg-gray-50 focus:outline-none">
        <AuthCard title={m.platform_open_shop()}>
          <p className="-mt-3 mb-6 text-center text-sm text-gray-600">{m.platform_open_shop_intro()}</p>
          <Form method="post" className="space-y-4" {...getFormProps(form)}>
            <FormError message={formSummary(form)} />
            <fieldset className="space-y-4">
              <legend className="text-sm font-semibold text-gray-900">{m.platform_about_you()}</legend>
              <Field label={m.platform_your_name()} key={fields.ownerName.key} {...fieldProps(fields.ownerName)} autoComplete="name" />
              <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
              <PasswordField label={m.platform_password()} {...secretFieldProps(fields.password)} autoComplete="new-password" />
              <Field
                label={m.common_phone()}
                key={fields.phone.key}
                {...fieldProps(fields.phone, "tel")}
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={m.platform_mobile_number_placeholder()}
                maxLength={10}
              />
            </fieldset>
            <fieldset className="space-y-4 pt-2">
              <legend className="text-sm font-semibold text-gray-900">{m.platform_your_shop()}</legend>
              <Field
                label={m.platform_shop_name()}
                {...fieldProps(fields.shopName)}
                defaultValue={undefined}
                value={shopName}
                onChange={(e) => setShopName(e.target.value)}
              />
              <div>
                <Field
                  label={m.platform_shop_link()}
                  {...fieldProps(fields.handle)}
                  defaultValue={undefined}
                  errors={handleErrors}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={shown}
                  onChange={(e) => {
                    setHandleEdited(true);
                    setHandle(e.target.value.toLowerCase().replace(/\s+/g, "-"));
                  }}
                  invalid={Boolean(handleMessage)}
                  aria-describedby={handleErrors?.length ? `${fields.handle.errorId} handle-preview` : "handle-preview"}
                />
                <p id="handle-preview" aria-live="polite" className="mt-1 text-sm break-all">
                  <span className="text-gray-600">{m.platform_shop_address()} </span>
                  <span className="font-medium text-gray-900" data-testid="shop-url">
                    {origin.replace(/^https?:\/\//, "")}/{shown || "your-shop" /* i18n-ignore: an address part */}
                  </span>
                  {handleMessage ? <span className="block text-red-700">{handleMessage}</span> : null}
                  {shown && !handleMessage && remote === null && checker.data?.check?.handle === shown ? (
                    <span className="block text-green-700">{m.platform_link_available()}</span>
                  ) : null}
                </p>
              </div>
              <Field
                label={m.platform_location()}
                key={fields.location.key}
                {...fieldProps(fields.location)}
                autoComplete="address-level2"
                placeholder={m.platform_location_placeholder()}
              />
            </fieldset>
            <p className="text-sm text-gray-600">
              {m.privacy_consent_signup_notice()}{" "}
              <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
                {m.privacy_notice_link()}
              </Link>
            </p>
            <SubmitButton pendingText={m.platform_opening_shop()}>{m.platform_open_my_shop()}</SubmitButton>
          </Form>
          <p className="mt-6 text-center text-sm text-gray-600">
            {m.platform_already_selling()}{" "}
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              {m.platform_log_in()}
            </Link>
          </p>
        </AuthCard>
      </div>
      <PlatformFooter />
    </div>
  );
}
