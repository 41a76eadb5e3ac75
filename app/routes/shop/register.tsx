import { redirect, useActionData, useLoaderData } from "react-router";
import { CustomerRegisterForm } from "~/components/auth-forms";
import { shopContext } from "~/context";
import { customerSignUpAction } from "~/http/auth-actions.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { getSessionUser, safeRedirectPath } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [{ title: m.platform_register_meta_title() }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), `/${params.shop}`);
  if (await getSessionUser(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return customerSignUpAction(context, request, shop.handle, `/${shop.handle}`);
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function ShopRegister({ params }: Route.ComponentProps) {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <CustomerRegisterForm
      lastResult={result}
      redirectTo={redirectTo}
      loginHref={`/${params.shop}/login`}
      privacyHref={`/${params.shop}/privacy`}
    />
  );
}
