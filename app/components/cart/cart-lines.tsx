// The cart's lines: picture, colour, size, price, the line's problem, quantity and Remove. Each
// button is a form to the cart action (cart.tsx CartForm): it works without JavaScript, and with it
// the line shows its new quantity at once (optimistic) while the server answers.

import { Link } from "react-router";
import { lineProblem } from "~/domain/cart/lines";
import { effectivePrice } from "~/domain/cart/price";
import { colorCss } from "~/domain/catalog/constants";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { CartForm, type CartLine, pendingQuantity, toastCartReply, useCartFetcher } from "./cart";

const stepBtn = "px-3 py-1 text-lg focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40";

export function LineItem({ shop, line }: { shop: string; line: CartLine }) {
  // Success needs no toast: the line itself shows the change.
  const fetcher = useCartFetcher((reply) => reply.status !== "success" && toastCartReply(reply));
  const quantity = pendingQuantity(fetcher, line);
  if (quantity === 0) return null;
  const shown = { ...line, quantity };
  const href = `/${shop}/product/${line.productId}`;
  const problem = lineProblem(shown);
  const name = line.product.name;
  const lineTotal = formatPaise(effectivePrice(line.product) * quantity);
  return (
    <li className={`flex gap-3 py-4 ${problem ? "opacity-90" : ""}`}>
      <Link to={href} className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-24" tabIndex={-1} aria-hidden="true">
        {line.product.imageKey ? (
          <img src={imageUrl(line.product.imageKey, 320)} alt="" width={96} height={96} className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-gray-500">{m.account_no_image()}</span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium text-gray-900 hover:text-brand-700 hover:underline">
          {name}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-4 rounded-full border border-gray-300" style={{ background: colorCss(line.color) }} aria-hidden="true" />
            {colourLabel(line.color)}
          </span>
          <span>{m.account_size({ size: sizeLabel(line.size) })}</span>
          <span>{formatPaise(effectivePrice(line.product))}</span>
        </p>
        {problem ? (
          <p className="mt-1 text-sm font-medium text-red-700" role="status">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="inline-flex items-center rounded-md border border-gray-300">
            <CartForm fetcher={fetcher} intent="set" line={line} quantity={quantity - 1}>
              <button type="submit" className={stepBtn} aria-label={m.account_decrease_qty({ name })}>
                −
              </button>
            </CartForm>
            <output className="min-w-8 text-center text-sm" aria-label={m.account_qty_of({ name })} aria-live="polite">
              {quantity}
            </output>
            <CartForm fetcher={fetcher} intent="set" line={line} quantity={quantity + 1}>
              <button type="submit" className={stepBtn} aria-label={m.account_increase_qty({ name })}>
                +
              </button>
            </CartForm>
          </div>
          <CartForm fetcher={fetcher} intent="remove" line={line}>
            <button
              type="submit"
              className="text-sm font-medium text-red-700 hover:underline"
              aria-label={m.account_remove_named({ name })}
            >
              {m.account_remove()}
            </button>
          </CartForm>
          <span className="ml-auto font-semibold text-gray-900 sm:hidden">{lineTotal}</span>
        </div>
      </div>
      <p className="hidden shrink-0 text-right font-semibold text-gray-900 sm:block">{lineTotal}</p>
    </li>
  );
}
