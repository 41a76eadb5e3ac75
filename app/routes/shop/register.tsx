import { redirect, useActionData, useLoaderData } from "react-router";
import { customerSignUpAction } from "~/auth/flows.server";
import { getSessionUser, safeRedirectPath } from "~/auth/session.server";
import { CustomerRegisterForm } from "~/components/auth-forms";
import { keepRetryAfter } from "~/domain/rate-limit.server";
import { requireShop } from "~/domain/sellers/shop-context.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [{ title: "Create an account · Haat" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), `/${params.sellerId}`);
  if (await getSessionUser(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  return customerSignUpAction(context, request, shop.handle, `/${shop.handle}`);
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function ShopRegister({ params }: Route.ComponentProps) {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CustomerRegisterForm lastResult={result} redirectTo={redirectTo} loginHref={`/${params.sellerId}/login`} />;
}
