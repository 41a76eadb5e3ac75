// /unsubscribe?u=…&t=…: the one-click way out of offers and reminders, linked from every marketing
// e-mail and named in its List-Unsubscribe header (RFC 8058). The signed link is the key: no sign-in.
// Opening it changes nothing (mail scanners open links); the button, or the mail client's one-click
// POST, withdraws the consent.
import { Form, useLoaderData } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { servicesContext } from "~/context";
import { isErasedAccount } from "~/db/errors";
import { marketingAllowed, unsubscribeLinkUser, withdrawConsent } from "~/domain/privacy/consent.server";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: m.privacy_consent_unsubscribe_title() }, { name: "robots", content: "noindex" }];

function linkUser({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const userId = unsubscribeLinkUser(context.get(servicesContext).secret, new URL(request.url).searchParams);
  if (!userId) throwNotFound(m.privacy_consent_link_invalid());
  return userId;
}

export async function loader(args: Route.LoaderArgs) {
  const { db, env } = args.context.get(servicesContext);
  return {
    subscribed: await marketingAllowed(db, linkUser(args)),
    operator: env.PLATFORM_OPERATOR,
    search: new URL(args.request.url).search,
  };
}

export async function action(args: Route.ActionArgs) {
  const userId = linkUser(args);
  const { db } = args.context.get(servicesContext);
  try {
    if (await marketingAllowed(db, userId)) await withdrawConsent(db, userId, "email");
  } catch (error) {
    // Erased meanwhile: nothing of theirs is left to withdraw.
    if (!isErasedAccount(error)) throw error;
  }
  // A plain 200 (the page, now saying it is done), no redirect: a mail client's one-click POST
  // (body "List-Unsubscribe=One-Click") wants a 2xx; a repeated post changes nothing more.
  return null;
}

export default function Unsubscribe() {
  const { subscribed, operator, search } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{m.privacy_consent_unsubscribe_title()}</h1>
      {subscribed ? (
        <Form method="post" action={search} className="mt-4 space-y-4">
          <p>{m.privacy_consent_unsubscribe_text({ operator })}</p>
          <button type="submit" className={buttonVariants({ variant: "primary", size: "lg", wide: true })}>
            {m.privacy_consent_unsubscribe_button()}
          </button>
        </Form>
      ) : (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          {m.privacy_consent_unsubscribed()}
        </p>
      )}
    </main>
  );
}

// The signature never leaves in a Referer to another site (as the COD link's page).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
