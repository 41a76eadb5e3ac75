// /faq (the platform's questions) and /{shop}/faq (the shop's own entries, or ones built from
// its data while the seller has written none).

import { useLoaderData } from "react-router";
import { faq } from "~/components/pages/content";
import { PageShell } from "~/components/pages/page-shell";
import { shopContext } from "~/context";
import { type FaqEntry, paragraphs, shopPagesOrDefaults } from "~/domain/sellers/shop-pages";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/faq";

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!params.shop) return { shop: null };
  const shop = context.get(shopContext);
  return { shop: { name: shop.shopName, faq: shopPagesOrDefaults(shop).faq } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.shop ? m.platform_faq_shop_meta_title({ shop: loaderData.shop.name }) : m.platform_faq_meta_title() },
];

export default function FaqPage() {
  const { shop } = useLoaderData<typeof loader>();
  const entries = shop ? shop.faq : faq().map((f) => ({ question: f.q, answer: f.a }));
  return (
    <PageShell title={m.platform_faq_title()} intro={shop ? m.platform_faq_shop_intro({ shop: shop.name }) : m.platform_faq_intro()}>
      <FaqList entries={entries} />
    </PageShell>
  );
}

function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200">
      {entries.map((item, i) => (
        <details key={i} className="group p-5">
          <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-brand-700">
            {item.question}
          </summary>
          {paragraphs(item.answer).map((p, j) => (
            <p key={j} className="mt-3 whitespace-pre-line text-gray-700">
              {p}
            </p>
          ))}
        </details>
      ))}
    </div>
  );
}
