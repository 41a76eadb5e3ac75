// Where the e-mailed reset link lands (better-auth checks the token, then redirects here with it).

import { useActionData, useLoaderData } from "react-router";
import { ResetPasswordForm } from "~/components/auth-forms";
import { basePath } from "~/components/pages/base-path";
import { RESET_LINK_INVALID, resetPasswordAction } from "~/http/auth-actions.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: m.platform_reset_meta_title() }];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  // better-auth sends ?error=INVALID_TOKEN for an unknown, used or expired token.
  return {
    token: url.searchParams.get("error") ? null : token,
    error: token && !url.searchParams.get("error") ? null : RESET_LINK_INVALID(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return resetPasswordAction(context, request, `${basePath(params.shop)}/login`);
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function ResetPassword({ params }: Route.ComponentProps) {
  const { token, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ResetPasswordForm token={token} lastResult={result} error={error} forgotHref={`${basePath(params.shop)}/forgot-password`} />;
}
