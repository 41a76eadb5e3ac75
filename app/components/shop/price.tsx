import { isOnSale, percentOff } from "~/domain/cart/price";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

/** A sale's former price, struck through; gray-500, as lighter grays fail 4.5:1 on white. */
export function WasPrice({ pricePaise, className = "" }: { pricePaise: number; className?: string }) {
  return (
    <s className={`text-gray-500 ${className}`}>
      <span className="sr-only">{m.shop_was()} </span>
      {formatPaise(pricePaise)}
    </s>
  );
}

/** The price, or the sale price with the price struck through and the percent off. */
export function Price({
  pricePaise,
  salePricePaise,
  size = "sm",
  showPercent = true,
}: {
  pricePaise: number;
  salePricePaise: number | null;
  size?: "sm" | "lg";
  /** Off where a percent-off badge is already shown on the image (the product card). */
  showPercent?: boolean;
}) {
  const big = size === "lg";
  if (!isOnSale(pricePaise, salePricePaise)) {
    return <p className={`font-semibold ${big ? "text-2xl" : "text-sm"}`}>{formatPaise(pricePaise)}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${big ? "text-2xl" : "text-sm"}`}>
      <span className="font-semibold text-gray-900">{formatPaise(salePricePaise)}</span>
      <WasPrice pricePaise={pricePaise} className={big ? "text-lg" : "text-xs"} />
      {showPercent ? (
        <span className={`rounded bg-green-100 px-1.5 font-semibold text-green-800 ${big ? "text-base" : "text-xs"}`}>
          {m.shop_percent_off({ percent: percentOff(pricePaise, salePricePaise) })}
        </span>
      ) : null}
    </p>
  );
}
