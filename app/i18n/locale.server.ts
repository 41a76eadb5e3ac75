// Each request and each job runs in its language (app/i18n/m.ts reads it from here).
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import {
  baseLocale,
  cookieValue,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Locale,
  languageCookie,
  locales,
  resolveLocale,
} from "./locales";
import { LOCALE_STORE } from "./m";

const globals = globalThis as { [LOCALE_STORE]?: AsyncLocalStorage<Locale> };
globals[LOCALE_STORE] ??= new AsyncLocalStorage<Locale>();
const storage = globals[LOCALE_STORE];

/** Runs `work` (and everything it starts) in `locale`: a job's e-mail in its recipient's language. */
export function withLocale<T>(locale: string | null | undefined, work: () => T): T {
  return storage.run(locale && isLocale(locale) ? locale : baseLocale, work);
}

/**
 * Express middleware: the rest of the request (React Router, the page cache, better-auth's e-mails)
 * runs in the request's language (`?lang=`, else the `haat_lang` cookie, else Accept-Language, else
 * English), kept in `res.locals.locale`. An address with `?lang=` also remembers that choice, so the
 * links on the page stay in it.
 */
export function localeMiddleware(secureCookies: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const param = typeof req.query[LANGUAGE_PARAM] === "string" ? req.query[LANGUAGE_PARAM] : null;
    const locale = resolveLocale({ param, cookieHeader: req.headers.cookie, accepted: req.acceptsLanguages(...locales) });
    res.locals.locale = locale;
    const remember = param !== null && isLocale(param) && req.method === "GET" && !req.path.endsWith(".data");
    if (remember && cookieValue(req.headers.cookie, LANGUAGE_COOKIE) !== param)
      res.append("Set-Cookie", languageCookie(param, secureCookies));
    storage.run(locale, next);
  };
}
