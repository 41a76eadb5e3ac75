import { Link } from "react-router";

/** Home / shop / product. */
export function Breadcrumb({ shop, name }: { shop: { handle: string; shopName: string }; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:underline">
            Home
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
