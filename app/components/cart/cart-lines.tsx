// The cart's lines: picture, colour, size, price, the line's problem, quantity and Remove.
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { effectivePrice } from "~/domain/cart/price";
import { colorCss } from "~/domain/catalog/constants";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { type CartLine, type CartLineStatus, useCart } from "./cart";
import { lineProblem } from "./use-cart-status";

export function LineItem({ shop, line, status }: { shop: string; line: CartLine; status: CartLineStatus | undefined }) {
  const cart = useCart();
  const href = `/${shop}/product/${line.productId}`;
  const problem = lineProblem(line, status);
  const stock = status ? status.stock : null;
  const change = (quantity: number) => {
    const result = cart.setQuantity(line, quantity, quantity < line.quantity ? null : stock);
    if (!result.ok) toast.error(result.error);
  };
  return (
    <li className={`flex gap-3 py-4 ${problem ? "opacity-90" : ""}`}>
      <Link to={href} className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-24" tabIndex={-1} aria-hidden="true">
        {line.product.imageKey ? (
          <img src={imageUrl(line.product.imageKey, 320)} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-gray-500">No image</span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium text-gray-900 hover:text-brand-700 hover:underline">
          {line.product.name}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-4 rounded-full border border-gray-300" style={{ background: colorCss(line.color) }} aria-hidden="true" />
            {line.color}
          </span>
          <span>Size: {line.size}</span>
          <span>{formatPaise(effectivePrice(line.product))}</span>
        </p>
        {problem ? (
          <p className="mt-1 text-sm font-medium text-red-700" role="status">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="inline-flex items-center rounded-md border border-gray-300">
            <button
              type="button"
              className="px-3 py-1 text-lg"
              onClick={() => change(line.quantity - 1)}
              aria-label={`Decrease quantity of ${line.product.name}`}
            >
              −
            </button>
            <output className="min-w-8 text-center text-sm" aria-label={`Quantity of ${line.product.name}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              className="px-3 py-1 text-lg"
              onClick={() => change(line.quantity + 1)}
              aria-label={`Increase quantity of ${line.product.name}`}
            >
              +
            </button>
          </div>
          <button
            type="button"
            onClick={() => cart.remove(line)}
            className="text-sm font-medium text-red-700 hover:underline"
            aria-label={`Remove ${line.product.name}`}
          >
            Remove
          </button>
          <span className="ml-auto font-semibold text-gray-900 sm:hidden">{formatPaise(effectivePrice(line.product) * line.quantity)}</span>
        </div>
      </div>
      <p className="hidden shrink-0 text-right font-semibold text-gray-900 sm:block">
        {formatPaise(effectivePrice(line.product) * line.quantity)}
      </p>
    </li>
  );
}
