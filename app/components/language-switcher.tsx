// The language switcher: a plain form posting to /language (app/routes/language.ts), so it works
// before and without JavaScript and the next page is rendered whole in the new language.
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, locales } from "~/i18n/locales";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";

export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  // The action drops an address's own `?lang=` from the way back (it would outrank the new choice).
  const back = `${pathname}${search}${hash}`;
  const current = getLocale();
  return (
    <form method="post" action="/language" className="contents">
      <input type="hidden" name="redirectTo" value={back} />
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <button
            key={locale}
            type="submit"
            name="lang"
            value={locale}
            lang={locale}
            className={`${className} font-language-name`}
            aria-label={`${m.common_language_switch()}: ${LANGUAGE_NAMES[locale]}`}
          >
            {LANGUAGE_NAMES[locale]}
          </button>
        ))}
    </form>
  );
}
