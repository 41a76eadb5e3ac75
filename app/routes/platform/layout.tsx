// Header and footer around the platform-level pages (/login, /about, /blog, …).
import { Outlet } from "react-router";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";

export default function PlatformLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <PlatformFooter />
    </div>
  );
}
