// The sign-in and sign-up actions shared by the shop and platform auth screens. They answer with
// the reply envelope (app/utils/reply.ts): every field's messages, values refilled, never passwords.

import { redirect } from "react-router";
import { CustomerRegisterSchema, ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "~/auth/forms";
import { type RouteContext, servicesContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { giveConsent } from "~/domain/privacy/consent.server";
import * as m from "~/i18n/messages";

import { authRefusal, authRequest, cookiesOf } from "./auth-api.server";
import { errorReply, invalidSubmission, parseForm, parseSubmission, replyFailure, replySuccess } from "./reply.server";
import { safeRedirectPath } from "./session.server";

export async function signInAction(context: RouteContext, request: Request, fallback: string) {
  const { submission } = await parseSubmission(request, LoginSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { email, password, redirectTo } = submission.value;
  const response = await authRequest(context, request, "/sign-in/email", { email: email.toLowerCase(), password, rememberMe: true });
  if (!response.ok) return errorReply(await authRefusal(response, m.platform_login_failed(), { status: 401 }), submission);
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function customerSignUpAction(context: RouteContext, request: Request, shopHandle: string, fallback: string) {
  const { submission } = await parseSubmission(request, CustomerRegisterSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { name, email, password, address, pincode, mobile, marketing, redirectTo } = submission.value;
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
  if (!response.ok) return errorReply(await authRefusal(response, m.platform_signup_failed(), { status: 400, field: "email" }), submission);
  if (marketing) {
    const { user } = (await response.clone().json()) as { user: { id: string } };
    const { db, log } = context.get(servicesContext);
    try {
      await giveConsent(db, user.id, "signup");
    } catch (error) {
      // The account exists and is signed in; only the opt-in was not recorded. Say so (the profile's
      // switch records it) instead of a 500 that hides the sign-in.
      log.error({ err: error }, "marketing consent not recorded at sign-up");
      return replyFailure(
        new DomainError("consent_not_saved", m.privacy_consent_not_saved(), { status: 409 }),
        submission,
        cookiesOf(response),
      );
    }
  }
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function signOutAction(context: RouteContext, request: Request, fallback: string) {
  const form = await parseForm(request);
  const response = await authRequest(context, request, "/sign-out", {});
  return redirect(safeRedirectPath(form.get("redirectTo"), fallback), { headers: cookiesOf(response) });
}

export const RESET_LINK_SENT = () => m.platform_reset_link_sent();
export const PASSWORD_RESET_DONE = () => m.platform_password_reset_done();
export const RESET_LINK_INVALID = () => m.platform_reset_link_invalid();

/**
 * Asks better-auth to e-mail a single-use reset link that lands on `resetPath`. The reply is the
 * same whether or not the address is registered, so the form never reveals who has an account.
 */
export async function requestPasswordResetAction(context: RouteContext, request: Request, resetPath: string) {
  const { submission } = await parseSubmission(request, ForgotPasswordSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const response = await authRequest(context, request, "/request-password-reset", {
    email: submission.value.email.toLowerCase(),
    redirectTo: resetPath,
  });
  if (response.status === 429) return errorReply(await authRefusal(response, "", { status: 429 }), submission);
  if (!response.ok) context.get(servicesContext).log.warn({ status: response.status }, "password reset request failed");
  return replySuccess(undefined, RESET_LINK_SENT());
}

export async function resetPasswordAction(context: RouteContext, request: Request, loginPath: string) {
  const { submission } = await parseSubmission(request, ResetPasswordSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { token, password } = submission.value;
  const response = await authRequest(context, request, "/reset-password", { token, newPassword: password });
  if (!response.ok) {
    const refusal = await authRefusal(response, RESET_LINK_INVALID(), {
      status: 400,
      field: "token",
      messages: { INVALID_TOKEN: RESET_LINK_INVALID() },
    });
    return errorReply(refusal, submission);
  }
  return redirect(`${loginPath}?reset=1`);
}
