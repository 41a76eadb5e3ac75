// The signed-in shopper's entry to their profile and order history (spec 'Customer popup').
import { Link } from "react-router";

export function CustomerMenu({ shop }: { shop: string }) {
  return (
    <Link to={`/${shop}/orders`} className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-gray-50">
      My Profile / Order History
    </Link>
  );
}
