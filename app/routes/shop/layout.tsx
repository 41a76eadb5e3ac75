import { Form, Link, Outlet, useLoaderData } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { publicShop, requireShop } from "~/domain/sellers/shop-context.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const user = await getSessionUser(context, request);
  return { shop: publicShop(shop), user: user && { name: user.name, email: user.email, role: user.role } };
}

export default function ShopLayout() {
  const { shop, user } = useLoaderData<typeof loader>();
  const base = `/${shop.handle}`;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to={base} className="truncate text-lg font-bold text-brand-700">
            {shop.shopName}
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2 text-sm">
            {user ? (
              <>
                <span className="hidden text-gray-600 sm:inline">Hello, {user.name}</span>
                <Form method="post" action="/logout">
                  <input type="hidden" name="redirectTo" value={`${base}/login`} />
                  <button type="submit" className="rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50">
                    Logout
                  </button>
                </Form>
              </>
            ) : (
              <>
                <Link to={`${base}/login`} className="rounded-md px-3 py-1.5 font-medium hover:bg-gray-50">
                  Login
                </Link>
                <Link to={`${base}/register`} className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
                  Register
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-gray-200 bg-gray-50 py-6 text-center text-sm text-gray-500">
        © {new Date().getFullYear()} {shop.shopName} · Powered by Haat
      </footer>
    </div>
  );
}
