// /about (the platform's story) and /{shop}/about (the shop's own About text, or one built
// from its data while the seller has written none).
import { useLoaderData } from "react-router";
import { ABOUT } from "~/components/pages/content";
import { PageShell, Prose } from "~/components/pages/page-shell";
import { shopContext } from "~/context";
import { paragraphs, shopPagesOrDefaults } from "~/domain/sellers/shop-pages";
import type { Route } from "./+types/about";

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!params.shop) return { shop: null };
  const shop = context.get(shopContext);
  return { shop: { name: shop.shopName, about: shopPagesOrDefaults(shop).about } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.shop ? `About ${loaderData.shop.name}` : "About Us · Haat" },
];

export default function AboutPage() {
  const { shop } = useLoaderData<typeof loader>();
  if (shop) {
    return (
      <PageShell title="About Us" intro={shop.name}>
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
    <PageShell title="About Us" intro="The platform that puts small sellers online.">
      <Prose sections={ABOUT} />
    </PageShell>
  );
}
