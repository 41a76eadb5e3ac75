// Starts Google sign-in: a plain link here keeps the provider redirect out of CSP form-action.
import { redirect } from "react-router";
import { servicesContext } from "~/context";
import { authRequest, cookiesOf, googleSignInEnabled } from "~/http/auth-api.server";
import { safeRedirectPath } from "~/http/session.server";
import type { Route } from "./+types/auth-google";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const callbackURL = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  const errorCallbackURL = safeRedirectPath(url.searchParams.get("errorTo"), "/login?error=google");
  if (!googleSignInEnabled(context)) return redirect(errorCallbackURL);
  try {
    const response = await authRequest(context, request, "/sign-in/social", { provider: "google", callbackURL, errorCallbackURL });
    const body = (await response.json()) as { url?: string };
    if (response.ok && body.url) return redirect(body.url, { headers: cookiesOf(response) });
    context.get(servicesContext).log.warn({ status: response.status, body }, "google sign-in could not start");
  } catch (error) {
    context.get(servicesContext).log.warn({ err: error }, "google sign-in could not start");
  }
  return redirect(errorCallbackURL);
}
