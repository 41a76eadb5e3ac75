// /about (the platform's story) and /{shop}/about (the shop's own About text, or one built
// from its data while the seller has written none).

import { useLoaderData } from "react-router";
import { about } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import { shopContext } from "~/context";
import { paragraphs, shopPagesOrDefaults } from "~/domain/sellers/shop-pages";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/about";

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!params.shop) return { shop: null };
  const shop = context.get(shopContext);
  return { shop: { name: shop.shopName, about: shopPagesOrDefaults(shop).about } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.shop ? m.platform_about_shop_meta_title({ shop: loaderData.shop.name }) : m.platform_about_meta_title() },
];

export default function AboutPage() {
  const { shop } = useLoaderData<typeof loader>();
  if (shop) {
    return (
      <PageShell title={m.platform_about_us()} intro={shop.name}>
        <div className="space-y-4">
          {paragraphs(shop.about).map((p, i) => (
            // Plain text: single line breaks are kept as typed.
            <p key={i} className="whitespace-pre-line leading-relaxed text-gray-700">
              {p}
            </p>
          ))}
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={m.platform_about_us()} intro={m.platform_about_intro()}>
      <Prose sections={about()} />
    </PageShell>
  );
}
