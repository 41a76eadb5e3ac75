// /privacy and /{shop}/privacy: the privacy notice (issue 39) with the data-rights request and
// grievance form, which posts here. Inside a shop a request is about that shop.
import { useLoaderData } from "react-router";
import { PageShell } from "~/components/pages/page-shell";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { PrivacyRequestForm } from "~/components/privacy/request-form";
import { servicesContext, shopContext } from "~/context";
import { PRIVACY_REQUEST_FAILURE, PRIVACY_REQUEST_SUCCESS, PrivacyRequestSchema } from "~/domain/privacy/forms";
import { NOTICE_VERSION } from "~/domain/privacy/notice";
import { createPrivacyRequest } from "~/domain/privacy/requests.server";
import { inboxFormAction } from "~/http/inbox-form.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: m.privacy_notice_meta_title({ operator: data?.facts.operator ?? "Haat" }) },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const user = await getSessionUser(context, request);
  return {
    facts: {
      operator: env.PLATFORM_OPERATOR,
      officer: { name: env.PRIVACY_OFFICER_NAME, email: env.PRIVACY_OFFICER_EMAIL },
      version: NOTICE_VERSION,
    },
    inShop: Boolean(params.shop),
    sender: user ? { name: user.name, email: user.email } : null,
  };
}

/** The request form: rate-limited like the contact form, and counted with it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = params.shop ? context.get(shopContext) : null;
  const user = await getSessionUser(context, request);
  return inboxFormAction(context, request, {
    schema: PrivacyRequestSchema,
    limit: "contact",
    store: (value) =>
      createPrivacyRequest(context.get(servicesContext).db, {
        ...value,
        shop: shop ? undefined : value.shop,
        sellerId: shop?.id,
        userId: user?.id,
      }),
    success: PRIVACY_REQUEST_SUCCESS(),
    failure: PRIVACY_REQUEST_FAILURE(),
  });
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export default function PrivacyPage() {
  const { facts, inShop, sender } = useLoaderData<typeof loader>();
  return (
    <PageShell title={m.privacy_notice_title()} intro={m.privacy_notice_intro({ operator: facts.operator })}>
      <p className="-mt-4 mb-8 text-sm text-gray-500">{m.privacy_notice_version({ version: facts.version })}</p>
      <PrivacyNotice facts={facts} />
      <PrivacyRequestForm inShop={inShop} sender={sender} />
    </PageShell>
  );
}
