import { NotFound } from "~/components/not-found";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";

export function loader() {
  throwNotFound(m.platform_not_found());
}

// The wrapper is the skip link's target (root.tsx). A function of its own, not the default export
// by name: the route-module build renames the default export, so a reference to it from the error
// boundary threw a ReferenceError and made the 404 page a 500.
function NotFoundPage() {
  return (
    <div id="main" tabIndex={-1} className="focus:outline-none">
      <NotFound />
    </div>
  );
}

export default NotFoundPage;

export function ErrorBoundary() {
  return <NotFoundPage />;
}
