import { useLoaderData } from "react-router";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { HeroCarousel } from "~/components/platform/hero-carousel";
import { CallToAction, ContactSection, Features, OurStory } from "~/components/platform/landing";
import { StoreNotFoundNotice } from "~/components/store-not-found";
import { servicesContext } from "~/context";
import { heroSlides } from "~/domain/platform/banners.server";
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactSchema } from "~/domain/platform/forms";
import { createHelpRequest } from "~/domain/platform/requests.server";
import { STORE_NOT_FOUND_FLAG } from "~/http/guards.server";
import { inboxFormAction } from "~/http/inbox-form.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { platformViewer } from "~/http/viewer.server";
import { languageLinks } from "~/i18n/alternates";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: m.platform_home_title() },
  { name: "description", content: m.platform_home_description() },
  ...(data ? languageLinks(`${data.origin}/`) : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [slides, viewer] = await Promise.all([
    heroSlides(context.get(servicesContext).db, context.get(servicesContext).log),
    platformViewer(context, request),
  ]);
  // requireShop sends a mistyped shop URL here with this flag (docs/decisions/0024-unknown-shop-redirects.md).
  const storeNotFound = new URL(request.url).searchParams.has(STORE_NOT_FOUND_FLAG);
  return { slides, viewer, storeNotFound, origin: context.get(servicesContext).env.BASE_URL };
}

/** The contact form: stores a help request (docs/product.md#contact-form). */
export async function action({ request, context }: Route.ActionArgs) {
  return inboxFormAction(context, request, {
    schema: ContactSchema,
    limit: "contact",
    store: (value) => createHelpRequest(context.get(servicesContext).db, value),
    success: CONTACT_SUCCESS(),
    failure: CONTACT_FAILURE(),
  });
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export default function Home() {
  const { slides, viewer, storeNotFound } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader viewer={viewer} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {storeNotFound ? <StoreNotFoundNotice /> : null}
        <HeroCarousel slides={slides} />
        <Features />
        <OurStory />
        <CallToAction />
        <ContactSection />
      </main>
      <PlatformFooter />
    </div>
  );
}
