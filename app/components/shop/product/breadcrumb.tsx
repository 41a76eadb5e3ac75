import { Link } from "react-router";
import * as m from "~/i18n/messages";

/** Home / shop / product. */
export function Breadcrumb({ shop, name }: { shop: { handle: string; shopName: string }; name: string }) {
  return (
    <nav aria-label={m.shop_breadcrumb()} className="mb-4 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:underline">
            {m.shop_home()}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={`/${shop.handle}`} className="hover:underline">
            {shop.shopName}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="truncate text-gray-900">
          {name}
        </li>
      </ol>
    </nav>
  );
}
