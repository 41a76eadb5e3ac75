// − / number / + stepper, kept between 1 and the stock of the chosen size.
import * as m from "~/i18n/messages";

export function Quantity({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Number.isFinite(n) ? Math.floor(n) : 1));
  const btn = "size-10 text-lg font-semibold hover:bg-gray-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300">
      <button
        type="button"
        className={btn}
        aria-label={m.shop_quantity_decrease()}
        disabled={value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <label htmlFor="quantity" className="sr-only">
        {m.shop_quantity()}
      </label>
      <input
        id="quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="w-14 border-x border-gray-300 py-2 text-center [appearance:textfield]"
      />
      <button
        type="button"
        className={btn}
        aria-label={m.shop_quantity_increase()}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
