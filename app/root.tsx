import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Toaster } from "sonner";
import { NotFound } from "~/components/not-found";
import { useNonce } from "~/utils/nonce";

export const meta: Route.MetaFunction = () => [{ title: "Haat — online shops for small sellers" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ea580c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        {children}
        <Toaster position="top-right" duration={3000} closeButton richColors />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="mt-2 text-gray-600">Please try again in a moment.</p>
      <a className="mt-6 inline-block rounded bg-brand-600 px-4 py-2 text-white" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
