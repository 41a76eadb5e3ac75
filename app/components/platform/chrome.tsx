// The platform's own header and footer (landing page and the platform-level pages).

import { Form, Link } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { buttonVariants } from "~/components/ui/button";
import type { Viewer } from "~/domain/platform/viewer";
import * as m from "~/i18n/messages";

export const PLATFORM_CONTACT = {
  email: "hello@haat.in",
  phone: "+91 80 4567 8900",
};

const sections = () =>
  [
    ["/#features", m.platform_nav_features()],
    ["/#about", m.platform_nav_about()],
    ["/#contact", m.platform_nav_contact()],
  ] as const;

const navLink = "block rounded px-2 py-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600";
const dropdown = "absolute right-0 z-40 mt-2 w-48 rounded-lg border border-gray-200 bg-white p-1 text-sm shadow-lg";
const summaryClass =
  "flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden";

/** A <details> dropdown closes when one of its links is followed (an in-page anchor leaves it open otherwise). */
const closeMenu = (e: React.MouseEvent<HTMLElement>) => {
  const menu = e.currentTarget.closest("details");
  if (menu) menu.open = false;
};

/**
 * The platform header. Guests get Log in and Get Started; a signed-in person sees their name with
 * a menu of where they can go (their shop's dashboard, the admin console) and Log out. Menus are
 * <details>, so they open without JavaScript; on phones the section links sit in one of them.
 */
export function PlatformHeader({ viewer }: { viewer: Viewer | null }) {
  const links = sections();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Link to="/" className="py-2 text-xl font-extrabold tracking-tight text-brand-700">
          {/* i18n-ignore: the brand, as the logo writes it */}
          Haat
        </Link>
        <nav aria-label={m.platform_nav_main()} className="flex items-center gap-1 text-sm font-medium sm:gap-3">
          {/* Plain anchors: on the landing page they scroll in place, elsewhere they open it there. */}
          <ul className="hidden items-center gap-1 sm:flex sm:gap-3">
            {links.map(([href, label]) => (
              <li key={href}>
                <a href={href} className={navLink}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <LanguageSwitcher className={`${navLink} cursor-pointer`} />
            </li>
          </ul>
          <details className="relative sm:hidden">
            <summary className={summaryClass}>
              {m.common_menu()} <Chevron />
            </summary>
            <ul className={dropdown}>
              {links.map(([href, label]) => (
                <li key={href}>
                  <a href={href} className={navLink} onClick={closeMenu}>
                    {label}
                  </a>
                </li>
              ))}
              <li>
                <LanguageSwitcher className={`${navLink} w-full cursor-pointer text-left`} />
              </li>
            </ul>
          </details>
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <>
              <Link to="/login" className={`${navLink} whitespace-nowrap`}>
                {m.platform_log_in()}
              </Link>
              <Link to="/register" className={buttonVariants({ variant: "primary", className: "ml-1 whitespace-nowrap sm:px-4" })}>
                {m.platform_get_started()}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

function AccountMenu({ viewer }: { viewer: Viewer }) {
  return (
    <details className="relative">
      <summary className={`${summaryClass} max-w-[10rem] rounded-md border border-gray-300 px-3 sm:max-w-[16rem]`}>
        <span className="sr-only">{m.platform_signed_in_as()} </span>
        <span className="truncate">{viewer.name}</span>
        <Chevron />
      </summary>
      <ul className={dropdown}>
        {viewer.dashboard ? (
          <li>
            <Link to={viewer.dashboard} className={navLink} onClick={closeMenu}>
              {m.common_dashboard()}
            </Link>
          </li>
        ) : null}
        {viewer.admin ? (
          <li>
            <Link to={viewer.admin} className={navLink} onClick={closeMenu}>
              {m.platform_admin_console()}
            </Link>
          </li>
        ) : null}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={`${navLink} w-full text-left`}>
              {m.platform_log_out()}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
    </svg>
  );
}

const linkClass = "text-gray-300 hover:text-white hover:underline";

export function PlatformFooter() {
  return (
    <footer className="bg-gray-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {/* i18n-ignore: the brand, as the logo writes it */}
          <p className="text-lg font-extrabold text-white">Haat</p>
          <p className="mt-2 max-w-xs">{m.platform_footer_tagline()}</p>
        </div>
        <nav aria-label={m.platform_footer_company()}>
          <h2 className="font-semibold text-white">{m.platform_footer_company()}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {m.platform_footer_home()}
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                {m.platform_about_us()}
              </Link>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                {m.platform_blog()}
              </Link>
            </li>
            <li>
              <Link to="/feedback" className={linkClass}>
                {m.platform_feedback()}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={m.platform_footer_support()}>
          <h2 className="font-semibold text-white">{m.platform_footer_support()}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="/#contact" className={linkClass}>
                {m.platform_help_center()}
              </a>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                {m.platform_faq()}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {m.platform_privacy_policy()}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {m.platform_terms()}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{m.platform_nav_contact()}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${PLATFORM_CONTACT.email}`} className={linkClass}>
                {PLATFORM_CONTACT.email}
              </a>
            </li>
            <li>{PLATFORM_CONTACT.phone}</li>
            <li>{m.platform_contact_location()}</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-800 py-5 text-center text-gray-400">
        {m.platform_copyright({ year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
