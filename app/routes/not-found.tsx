import { NotFound } from "~/components/not-found";
import { throwNotFound } from "~/http/reply.server";

export function loader() {
  throwNotFound("Not Found");
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
