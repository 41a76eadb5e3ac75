import { redirect, useActionData, useLoaderData } from "react-router";
import { LoginForm } from "~/components/auth-forms";
import { shopContext } from "~/context";
import { isClosed, shopLanding } from "~/domain/privacy/closed-shop.server";
import { PASSWORD_RESET_DONE, signInAction } from "~/http/auth-actions.server";
import { googleSignInEnabled } from "~/http/auth-api.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { getSessionUser, safeRedirectPath } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: m.platform_login_meta_title() }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shop = context.get(shopContext);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), shopLanding(shop));
  if (await getSessionUser(context, request)) throw redirect(redirectTo);
  return {
    redirectTo,
    // A closed shop takes no new shoppers.
    closed: isClosed(shop),
    google: googleSignInEnabled(context),
    notice: url.searchParams.get("reset") ? PASSWORD_RESET_DONE() : null,
    error: url.searchParams.get("error") === "google" ? m.platform_google_failed() : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, shopLanding(context.get(shopContext)));
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function ShopLogin({ params }: Route.ComponentProps) {
  const { redirectTo, closed, google, error, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const base = `/${params.shop}`;
  return (
    <LoginForm
      lastResult={result}
      error={error}
      notice={notice}
      redirectTo={redirectTo}
      google={google}
      registerHref={closed ? undefined : `${base}/register${redirectTo !== base ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
      forgotHref={`${base}/forgot-password`}
      googleErrorTo={`${base}/login?error=google`}
    />
  );
}
