import { NotFound } from "~/components/not-found";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";

export function loader() {
  throwNotFound(m.platform_not_found());
}

// The wrapper is the skip link's target (root.tsx).
export default function NotFoundRoute() {
  return (
    <div id="main" tabIndex={-1} className="focus:outline-none">
      <NotFound />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFoundRoute />;
}
