import { privacy } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [{ title: m.platform_privacy_meta_title() }];

export default function PrivacyPage() {
  return (
    <PageShell title={m.platform_privacy_policy()} intro={m.platform_privacy_intro()}>
      <Prose sections={privacy()} />
    </PageShell>
  );
}
