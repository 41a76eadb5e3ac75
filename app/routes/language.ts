// POST /language: the switcher's form. Remembers the choice in a cookie (and on the account, so
// e-mails follow it) and goes back to the page it came from: works with and without JavaScript.
import { redirect } from "react-router";
import { servicesContext } from "~/context";
import { setMailLocale } from "~/domain/customers/mail-preference.server";
import { parseForm } from "~/http/reply.server";
import { getSessionUser, safeRedirectPath } from "~/http/session.server";
import { isLocale, LANGUAGE_PARAM, languageCookie } from "~/i18n/locales";
import type { Route } from "./+types/language";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request);
  const back = withoutLanguageParam(safeRedirectPath(form.get("redirectTo"), "/"));
  const lang = form.get("lang");
  if (typeof lang !== "string" || !isLocale(lang)) return redirect(back, 303);
  const { db, env } = context.get(servicesContext);
  const viewer = await getSessionUser(context, request);
  if (viewer) await setMailLocale(db, viewer.id, lang);
  return redirect(back, { status: 303, headers: { "Set-Cookie": languageCookie(lang, env.BASE_URL.startsWith("https://")) } });
}

/** The way back without its own `?lang=`, which would outrank the choice just made. */
function withoutLanguageParam(path: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
