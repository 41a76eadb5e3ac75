// Header and footer around the platform-level pages (/login, /about, /blog, …).
import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { platformViewer } from "~/http/viewer.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await platformViewer(context, request) };
}

export default function PlatformLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <PlatformChrome viewer={viewer}>
      <Outlet />
    </PlatformChrome>
  );
}

/** An error on a platform page keeps the platform header and footer. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/platform/layout");
  return (
    <PlatformChrome viewer={data?.viewer ?? null}>
      <GeneralErrorBoundary />
    </PlatformChrome>
  );
}

function PlatformChrome({ viewer, children }: { viewer: Route.ComponentProps["loaderData"]["viewer"] | null; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader viewer={viewer} />
      {/* The skip link's target (root.tsx). */}
      <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </div>
      <PlatformFooter />
    </div>
  );
}
