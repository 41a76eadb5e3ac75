// /register: a seller opens a shop (the landing page's Get Started). Creates the account and the
// shop, signs in, and lands on the new shop's dashboard.
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useFetcher, useLoaderData } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { AuthCard } from "~/components/auth-forms";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { Field, FormError, PasswordField, SubmitButton } from "~/components/ui/form";
import { servicesContext } from "~/context";
import { viewerOf } from "~/domain/platform/viewer.server";
import { handleProblem, suggestHandle, TAKEN_HANDLE } from "~/domain/sellers/forms";
import { isHandleTaken, registerSeller, SellerFormError } from "~/domain/sellers/register.server";
import { findShopByOwner } from "~/domain/sellers/shops.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/seller-register";

export const meta: Route.MetaFunction = () => [{ title: "Open your shop · Haat" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The form asks here, while the person types, whether a handle is free.
  const check = url.searchParams.get("check");
  if (check !== null) {
    const handle = check.trim().toLowerCase();
    const problem = handleProblem(handle) ?? ((await isHandleTaken(context, handle)) ? TAKEN_HANDLE : null);
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
  const form = Object.fromEntries(await parseForm(request)) as Record<string, string>;
  const { password: _password, ...values } = form;
  try {
    const { shop, headers } = await registerSeller(context, request, form);
    return redirect(`/${shop.handle}/dashboard`, { headers });
  } catch (error) {
    if (error instanceof SellerFormError) {
      return data({ message: error.message, field: error.field, values }, { status: error.status, headers: error.headers });
    }
    throw error;
  }
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function SellerRegister() {
  const { origin, viewer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? {};
  const [shopName, setShopName] = useState(values.shopName ?? "");
  const [handle, setHandle] = useState(values.handle ?? "");
  // Follow the shop name until the person types a handle of their own.
  const [handleEdited, setHandleEdited] = useState(Boolean(values.handle));
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
  const handleMessage = localProblem ?? remote;
  const invalid = (field: string) => result?.field === field;

  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader viewer={viewer ?? null} />
      <div className="flex-1 bg-gray-50">
        <AuthCard title="Open your shop">
          <p className="-mt-3 mb-6 text-center text-sm text-gray-600">Your own online store in a few minutes. No fees to start.</p>
          <Form method="post" className="space-y-4" noValidate>
            <FormError message={result?.message} />
            <fieldset className="space-y-4">
              <legend className="text-sm font-semibold text-gray-900">About you</legend>
              <Field
                label="Your name"
                name="ownerName"
                autoComplete="name"
                required
                defaultValue={values.ownerName}
                invalid={invalid("ownerName")}
              />
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                invalid={invalid("email")}
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="new-password"
                required
                minLength={6}
                invalid={invalid("password")}
              />
              <Field
                label="Phone"
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                maxLength={10}
                required
                defaultValue={values.phone}
                invalid={invalid("phone")}
              />
            </fieldset>
            <fieldset className="space-y-4 pt-2">
              <legend className="text-sm font-semibold text-gray-900">Your shop</legend>
              <Field
                label="Shop name"
                name="shopName"
                required
                value={shopName}
                onChange={(e) => setShopName(e.target.value)}
                invalid={invalid("shopName")}
              />
              <div>
                <Field
                  label="Shop link"
                  name="handle"
                  required
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={shown}
                  onChange={(e) => {
                    setHandleEdited(true);
                    setHandle(e.target.value.toLowerCase().replace(/\s+/g, "-"));
                  }}
                  invalid={invalid("handle") || Boolean(handleMessage)}
                  aria-describedby="handle-preview"
                />
                <p id="handle-preview" aria-live="polite" className="mt-1 text-sm break-all">
                  <span className="text-gray-600">Your shop's address: </span>
                  <span className="font-medium text-gray-900" data-testid="shop-url">
                    {origin.replace(/^https?:\/\//, "")}/{shown || "your-shop"}
                  </span>
                  {handleMessage ? <span className="block text-red-700">{handleMessage}</span> : null}
                  {shown && !handleMessage && remote === null && checker.data?.check?.handle === shown ? (
                    <span className="block text-green-700">This link is available.</span>
                  ) : null}
                </p>
              </div>
              <Field
                label="Location"
                name="location"
                autoComplete="address-level2"
                placeholder="Town or city, state"
                required
                defaultValue={values.location}
                invalid={invalid("location")}
              />
            </fieldset>
            <SubmitButton pendingText="Opening your shop…">Open my shop</SubmitButton>
          </Form>
          <p className="mt-6 text-center text-sm text-gray-600">
            Already selling on Haat?{" "}
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Log in
            </Link>
          </p>
        </AuthCard>
      </div>
      <PlatformFooter />
    </div>
  );
}
