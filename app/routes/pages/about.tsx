import { ABOUT } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [{ title: "About Us · Haat" }];

export default function AboutPage() {
  return (
    <PageShell title="About Us" intro="The platform that puts small sellers online.">
      <Prose sections={ABOUT} />
    </PageShell>
  );
}
