import { useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useFetchers, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Stylesheet } from "~/components/stylesheet";
import { Toaster } from "~/components/ui/toast";
import { needsDevanagariFace } from "~/i18n/locales";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";
import { useNonce } from "~/utils/nonce";
import type { Route } from "./+types/root";
import devanagariFont from "./fonts/noto-sans-devanagari-hindi-400.woff2?url";

export const meta: Route.MetaFunction = () => [{ title: m.common_site_title() }];

// The icon set and manifest live in public/ (scripts/icons.ts makes the PNG and ICO files).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // A Hindi page needs the Devanagari face at once (app.css: `font-display: optional`): Chrome waits
  // for a preloaded optional face before the first paint, so a machine without a Devanagari font of
  // its own never paints blank boxes. (Inlined as data, the face missed the first layout.)
  ...(needsDevanagariFace(getLocale())
    ? [{ rel: "preload", href: devanagariFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const }]
    : []),
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={getLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ea580c" />
        {/* With a precedence React writes it at the top of <head>, ahead of the module preloads. */}
        <Stylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        {/* The first stop for the Tab key; every layout marks its page content id="main". */}
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2 focus:outline-2 focus:outline-brand-600"
        >
          {m.common_skip_to_main()}
        </a>
        <ProgressBar />
        {children}
        {/* Bottom: a notice never covers the header's cart or buttons (on phones sonner spans the bottom edge). */}
        <Toaster position="bottom-right" duration={3000} closeButton richColors />
        <NoZodEval nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it with one when
 * a schema is built; the CSP (no 'unsafe-eval') refuses the probe, which Chromium reports as a
 * violation. Its config lives on globalThis, so this classic script, run before any module, turns
 * that off in the browser. The server keeps the faster compiled parsers.
 */
function NoZodEval({ nonce }: { nonce?: string }) {
  return <script nonce={nonce}>{"globalThis.__zod_globalConfig={jitless:true}"}</script>;
}

/**
 * A slim bar at the top while a navigation or a form submission is pending. It creeps towards 85 %
 * and completes when the work is done; fixed-position, so content never jumps.
 */
function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  const [phase, setPhase] = useState<"idle" | "busy" | "done">("idle");
  useEffect(() => {
    if (busy) setPhase("busy");
    else setPhase((p) => (p === "busy" ? "done" : p));
  }, [busy]);
  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("idle"), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);
  const style =
    phase === "busy"
      ? "scale-x-[0.85] opacity-100 transition-transform duration-[4000ms] ease-out delay-100"
      : phase === "done"
        ? "scale-x-100 opacity-0 transition-[transform,opacity] duration-300"
        : "scale-x-0 opacity-0";
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-state={phase}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-600 motion-reduce:transition-none ${style}`}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <div id="main" tabIndex={-1} className="focus:outline-none">
      <GeneralErrorBoundary />
    </div>
  );
}
