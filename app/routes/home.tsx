import { data, useLoaderData } from "react-router";
import { PlatformFooter, PlatformHeader } from "~/components/platform/chrome";
import { HeroCarousel } from "~/components/platform/hero-carousel";
import { CallToAction, ContactSection, Features, OurStory } from "~/components/platform/landing";
import { heroSlides } from "~/domain/platform/banners.server";
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactSchema } from "~/domain/platform/forms";
import { createHelpRequest } from "~/domain/platform/requests.server";
import { clientIp, keepRetryAfter, refuseIfRateLimited } from "~/domain/rate-limit.server";
import { parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Haat — your shop online in minutes" },
  { name: "description", content: "Haat gives every small seller an online storefront: catalogue, cart, orders and a QR code to share." },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { slides: await heroSlides(context.services.db, context.services.log) };
}

/** The contact form: stores a help request (spec: helpRequests). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ContactSchema.safeParse(Object.fromEntries(await parseForm(request)));
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? CONTACT_FAILURE }, 400);
  const refused = await refuseIfRateLimited(context, "contact", `ip:${clientIp(request)}`);
  if (refused) return refused;
  try {
    await createHelpRequest(context.services.db, parsed.data);
  } catch (error) {
    context.services.log.error({ err: error }, "help request could not be stored");
    return data({ ok: false as const, error: CONTACT_FAILURE }, 500);
  }
  return { ok: true as const, message: CONTACT_SUCCESS };
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export default function Home() {
  const { slides } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <PlatformHeader />
      <main className="flex-1">
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
