// /forgot-password and /{shop}/forgot-password: one module registered in both places.

import { useActionData } from "react-router";
import { ForgotPasswordForm } from "~/components/auth-forms";
import { basePath } from "~/components/pages/base-path";
import { requestPasswordResetAction } from "~/http/auth-actions.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: m.platform_forgot_meta_title() }];

export async function action({ request, context, params }: Route.ActionArgs) {
  return requestPasswordResetAction(context, request, `${basePath(params.shop)}/reset-password`);
}

// A refused sign-in/sign-up/reset (429) keeps its Retry-After on the HTTP response.
export const headers: Route.HeadersFunction = keepRetryAfter;

export default function ForgotPassword({ params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <ForgotPasswordForm lastResult={result} loginHref={`${basePath(params.shop)}/login`} />;
}
