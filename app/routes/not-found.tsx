import { NotFound } from "~/components/not-found";
import { throwNotFound } from "~/http/reply.server";

export function loader() {
  throwNotFound("Not Found");
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
