// The least a React Router app has: a document, one outlet, the scripts that hydrate it.
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
