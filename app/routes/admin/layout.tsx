import { Form, NavLink, Outlet, type ShouldRevalidateFunction, useLoaderData, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminContext } from "~/context";
import { adminGuard } from "~/http/guards.server";
import type { Route } from "./+types/layout";

// Only an admin gets past this, for every page and action below.
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export const meta: Route.MetaFunction = () => [{ title: "Admin · Haat" }];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return { admin: { name: admin.name, email: admin.email } };
}

// The admin's name and e-mail cannot change by moving between sections; after an action they are
// read again. The guard itself is middleware and runs on every request regardless.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

const SECTIONS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/sellers", label: "Sellers" },
  { to: "/admin/banners", label: "Banners" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/access-log", label: "Access log" },
];

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  return (
    <AdminChrome admin={admin}>
      <Outlet />
    </AdminChrome>
  );
}

/** An error on an admin page keeps the admin header and sections. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return data ? (
    <AdminChrome admin={data.admin}>
      <GeneralErrorBoundary />
    </AdminChrome>
  ) : (
    <GeneralErrorBoundary />
  );
}

function AdminChrome({ admin, children }: { admin: { name: string }; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <a href="/" className="text-lg font-extrabold text-brand-700">
            Haat <span className="font-semibold text-gray-500">admin</span>
          </a>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-gray-600 sm:inline">Signed in as {admin.name}.</span>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value="/login" />
              <button type="submit" className="rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50">
                Logout
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Admin sections" className="mx-auto max-w-6xl overflow-x-auto px-2">
          <ul className="flex gap-1 whitespace-nowrap">
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.end}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`
                  }
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
