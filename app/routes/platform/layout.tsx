// Header and footer around the platform-level pages (/login, /about, /blog, …).
import { Outlet, useLoaderData } from "react-router";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { platformViewer } from "~/http/viewer.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await platformViewer(context, request) };
}

export default function PlatformLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader viewer={viewer} />
      <div className="flex-1">
        <Outlet />
      </div>
      <PlatformFooter />
    </div>
  );
}
