import { PRIVACY } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [{ title: "Privacy Policy · Haat" }];

export default function PrivacyPage() {
  return (
    <PageShell title="Privacy Policy" intro="How Haat handles your personal data.">
      <Prose sections={PRIVACY} />
    </PageShell>
  );
}
