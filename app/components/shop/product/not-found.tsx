import { Link } from "react-router";
import * as m from "~/i18n/messages";

/** A product that is not there (removed, hidden, or never was); the loader answers 404. */
export function ProductNotFound({ shop }: { shop: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{m.shop_product_not_found()}</h1>
      <p className="mt-2 text-gray-600">{m.shop_product_not_found_text()}</p>
      <Link to={`/${shop}`} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-orange-800">
        {m.shop_return_to_shop()}
      </Link>
    </main>
  );
}
