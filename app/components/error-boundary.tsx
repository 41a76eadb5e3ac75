// The one error boundary (docs/decisions/0069-one-error-and-reply.md): root and the shop, dashboard,
// admin and platform layouts render it, each inside the chrome it can still draw. A thrown status
// picks a handler (404 → the not-found page, a suspended shop → Store Not Found); a 4xx shows the
// message its reply carries; anything unexpected is logged and the person sees no stack.

import { useEffect } from "react";
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "~/components/not-found";
import { isStoreNotFound, StoreNotFound } from "~/components/store-not-found";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";
import { failureMessage } from "~/utils/reply";

export type StatusHandler = (info: { error: ErrorResponse; message: string | null }) => React.ReactNode;

/** The message a thrown 4xx carries for the person: the reply envelope's (app/utils/reply.ts), or a plain string. */
export function thrownMessage(data: unknown): string | null {
  return failureMessage(data) ?? (typeof data === "string" && data ? data : null);
}

/** The page shown for an error no handler claims: a headline, a hint and the way home. */
export function ErrorPage({
  title,
  hint = m.platform_try_again_moment(),
  homeLabel = m.platform_go_home(),
}: {
  title: string;
  hint?: string | null;
  homeLabel?: string;
}) {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {hint ? <p className="mt-2 text-gray-600">{hint}</p> : null}
      <a className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6" })} href="/">
        {homeLabel}
      </a>
    </main>
  );
}

const notFoundHandler: StatusHandler = ({ error }) => (isStoreNotFound(error.data) ? <StoreNotFound /> : <NotFound />);

const defaultHandler: StatusHandler = ({ error, message }) => <ErrorPage title={message ?? `${error.status} ${error.statusText}`.trim()} />;

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = defaultHandler,
  unexpectedErrorHandler = () => <ErrorPage title={m.platform_feedback_failure()} />,
}: {
  /** Per status; 404 defaults to the not-found pages. */
  statusHandlers?: Record<number, StatusHandler>;
  /** Any other thrown status. */
  defaultStatusHandler?: StatusHandler;
  /** A thrown Error (a bug): logged, never shown. */
  unexpectedErrorHandler?: (error: unknown) => React.ReactNode;
}) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  useEffect(() => {
    // The server logs its own; this is for errors raised in the browser.
    if (!response) console.error(error);
  }, [error, response]);
  if (!response) return unexpectedErrorHandler(error);
  // A suspended shop is a 404 whichever status handlers the caller passes.
  const handler =
    statusHandlers?.[error.status] ?? (error.status === 404 || isStoreNotFound(error.data) ? notFoundHandler : defaultStatusHandler);
  const message = error.status < 500 ? thrownMessage(error.data) : null;
  return handler({ error, message });
}
