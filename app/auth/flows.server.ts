// The sign-in and sign-up actions shared by the shop and platform auth screens.
import { data, redirect } from "react-router";
import { type RouteContext, servicesContext } from "~/context";
import { parseForm } from "~/utils/actions.server";
import { authErrorMessage, authFailureInit, authRequest, cookiesOf } from "./auth-api.server";
import { CustomerRegisterSchema, ForgotPasswordSchema, firstError, LoginSchema, ResetPasswordSchema } from "./forms";
import { safeRedirectPath } from "./session.server";

export async function signInAction(context: RouteContext, request: Request, fallback: string) {
  const form = Object.fromEntries(await parseForm(request));
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) return data({ error: firstError(parsed.error).message, email: String(form.email ?? "") }, 400);
  const { email, password, redirectTo } = parsed.data;
  const response = await authRequest(context, request, "/sign-in/email", { email: email.toLowerCase(), password, rememberMe: true });
  if (!response.ok) {
    const error = await authErrorMessage(response, "Failed to login. Please try again.");
    return data({ error, email }, authFailureInit(response, 401));
  }
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function customerSignUpAction(context: RouteContext, request: Request, shopHandle: string, fallback: string) {
  const form = Object.fromEntries(await parseForm(request)) as Record<string, string>;
  const { password: _p, confirmPassword: _c, ...values } = form;
  const parsed = CustomerRegisterSchema.safeParse(form);
  if (!parsed.success) return data({ ...firstError(parsed.error), values }, 400);
  const { name, email, password, address, pincode, mobile, redirectTo } = parsed.data;
  // Only the fields below reach better-auth: the account type is always customer.
  const response = await authRequest(context, request, "/sign-up/email", {
    name,
    email: email.toLowerCase(),
    password,
    address,
    pincode,
    mobile,
    signupShop: shopHandle,
  });
  if (!response.ok) {
    const message = await authErrorMessage(response, "Failed to create account. Please try again.");
    return data({ message, field: "email", values }, authFailureInit(response, 400));
  }
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function signOutAction(context: RouteContext, request: Request, fallback: string) {
  const form = await parseForm(request);
  const response = await authRequest(context, request, "/sign-out", {});
  return redirect(safeRedirectPath(form.get("redirectTo"), fallback), { headers: cookiesOf(response) });
}

export const RESET_LINK_SENT = "If an account exists for that email, we have sent a link to reset your password. Please check your inbox.";
export const PASSWORD_RESET_DONE = "Your password has been reset. Please log in with your new password.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

/**
 * Asks better-auth to e-mail a single-use reset link that lands on `resetPath`. The reply is the
 * same whether or not the address is registered, so the form never reveals who has an account.
 */
export async function requestPasswordResetAction(context: RouteContext, request: Request, resetPath: string) {
  const form = Object.fromEntries(await parseForm(request));
  const parsed = ForgotPasswordSchema.safeParse(form);
  if (!parsed.success) return data({ ok: false as const, error: firstError(parsed.error).message }, 400);
  const response = await authRequest(context, request, "/request-password-reset", {
    email: parsed.data.email.toLowerCase(),
    redirectTo: resetPath,
  });
  if (response.status === 429)
    return data({ ok: false as const, error: await authErrorMessage(response, "") }, authFailureInit(response, 429));
  if (!response.ok) context.get(servicesContext).log.warn({ status: response.status }, "password reset request failed");
  return { ok: true as const, message: RESET_LINK_SENT };
}

export async function resetPasswordAction(context: RouteContext, request: Request, loginPath: string) {
  const form = Object.fromEntries(await parseForm(request));
  const parsed = ResetPasswordSchema.safeParse(form);
  if (!parsed.success) return data(firstError(parsed.error), 400);
  const response = await authRequest(context, request, "/reset-password", { token: parsed.data.token, newPassword: parsed.data.password });
  if (!response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    const message = body?.code === "INVALID_TOKEN" ? RESET_LINK_INVALID : await authErrorMessage(response, RESET_LINK_INVALID);
    return data({ message, field: "token" }, authFailureInit(response, 400));
  }
  return redirect(`${loginPath}?reset=1`);
}
