import { terms } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [{ title: m.platform_terms_meta_title() }];

export default function TermsPage() {
  return (
    <PageShell title={m.platform_terms()} intro={m.platform_terms_intro()}>
      <Prose sections={terms()} />
    </PageShell>
  );
}
