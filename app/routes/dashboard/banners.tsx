import { requireOwnShop } from "~/domain/sellers/dashboard.server";
import type { Route } from "./+types/banners";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOwnShop(context, request, params.sellerId);
  return null;
}

export default function Placeholder() {
  return <p className="text-gray-600">Coming soon.</p>;
}
