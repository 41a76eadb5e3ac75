// The sign-in and sign-up actions shared by the shop and platform auth screens.
import { type AppLoadContext, data, redirect } from "react-router";
import { authErrorMessage, authRequest, cookiesOf } from "./auth-api.server";
import { CustomerRegisterSchema, firstError, LoginSchema } from "./forms";
import { safeRedirectPath } from "./session.server";

export async function signInAction(context: AppLoadContext, request: Request, fallback: string) {
  const form = Object.fromEntries(await request.formData());
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) return data({ error: firstError(parsed.error).message, email: String(form.email ?? "") }, 400);
  const { email, password, redirectTo } = parsed.data;
  const response = await authRequest(context, request, "/sign-in/email", { email: email.toLowerCase(), password, rememberMe: true });
  if (!response.ok) {
    const error = await authErrorMessage(response, "Failed to login. Please try again.");
    return data({ error, email }, response.status === 429 ? 429 : 401);
  }
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function customerSignUpAction(context: AppLoadContext, request: Request, shopHandle: string, fallback: string) {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
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
    return data({ message, field: "email", values }, response.status === 429 ? 429 : 400);
  }
  return redirect(safeRedirectPath(redirectTo, fallback), { headers: cookiesOf(response) });
}

export async function signOutAction(context: AppLoadContext, request: Request, fallback: string) {
  const form = await request.formData();
  const response = await authRequest(context, request, "/sign-out", {});
  return redirect(safeRedirectPath(form.get("redirectTo"), fallback), { headers: cookiesOf(response) });
}
