import { TERMS } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [{ title: "Terms of Service · Haat" }];

export default function TermsPage() {
  return (
    <PageShell title="Terms of Service" intro="The rules for using Haat.">
      <Prose sections={TERMS} />
    </PageShell>
  );
}
