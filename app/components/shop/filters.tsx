// The filter panel: a GET form, so it works without JavaScript (Apply Filters). With JavaScript a
// checkbox applies when ticked and a price slider when released (or a moment after the last arrow
// key), and the form is never remounted, so focus stays where the shopper left it.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { colorCss } from "~/domain/catalog/constants";
import { defaultSort, PRICE_MAX, PRICE_MIN, PRICE_STEP, type ShopQuery, shopQueryToSearch } from "~/domain/catalog/shop-query";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";

const SHOW_FIRST = 3;

function OptionGroup({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string; swatch?: string }>;
  selected: string[];
}) {
  // Controlled by the URL's selection, so a change made elsewhere (Clear Filters, 'All Items', the
  // back button) shows here without a remount; a click shows at once while the page loads.
  const [checked, setChecked] = useState(selected);
  const [from, setFrom] = useState(selected);
  if (from !== selected) {
    setFrom(selected);
    setChecked(selected);
  }
  // The first three plus anything chosen stay visible; the rest fold in a <details> (Show More /
  // Hide): a click, Enter or Space unfolds it, before hydration and without JavaScript, and it is
  // no form control, so it never submits or applies the filters.
  const visible = options.filter((o, i) => i < SHOW_FIRST || selected.includes(o.value));
  const folded = options.filter((o) => !visible.includes(o));
  // One label per option, its look in app.css (.filter-option): 85 of them on a shop home, so no
  // list item around each and no class list repeated on each (the fieldset already groups them).
  const item = (o: { value: string; label: string; swatch?: string }) => (
    <label key={o.value} className="filter-option">
      <input
        type="checkbox"
        name={name}
        value={o.value}
        checked={checked.includes(o.value)}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setChecked((list) => (on ? [...list, o.value] : list.filter((v) => v !== o.value)));
        }}
      />
      {o.swatch ? <span aria-hidden="true" style={{ background: o.swatch }} /> : null}
      {o.label}
    </label>
  );
  return (
    <fieldset className="border-b border-gray-200 pb-4">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {visible.map(item)}
      {folded.length ? (
        <details className="group/more">
          <summary className="mt-1 inline-block cursor-pointer list-none rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{m.shop_show_more()}</span>
            <span className="hidden group-open/more:inline">{m.shop_hide()}</span>
            <span className="sr-only"> {m.shop_filter_options({ group: legend.toLowerCase() })}</span>
          </summary>
          {folded.map(item)}
        </details>
      ) : null}
    </fieldset>
  );
}

/** Arrow keys move a slider one step per press; the list is applied this long after the last press. */
export const PRICE_KEYBOARD_COMMIT_MS = 600;

function PriceRange({ min, max, onCommit }: { min: number; max: number; onCommit: () => void }) {
  const id = useId();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const [from, setFrom] = useState({ min, max });
  // The range this slider last applied: when the list comes back with it, a key pressed meanwhile
  // (while the list was loading) is kept rather than reset to it. Any other range (a "Clear" link,
  // the back button) replaces the sliders' values.
  const sent = useRef<{ min: number; max: number } | null>(null);
  if (from.min !== min || from.max !== max) {
    setFrom({ min, max });
    const ours = sent.current?.min === min && sent.current?.max === max;
    sent.current = null;
    if (!ours) {
      setLow(min);
      setHigh(max);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const moved = low !== min || high !== max;
  const commit = () => {
    sent.current = { min: low, max: high };
    onCommit();
  };
  const later = () => {
    clearTimeout(timer.current);
    if (moved) timer.current = setTimeout(commit, PRICE_KEYBOARD_COMMIT_MS);
  };
  const now = () => {
    clearTimeout(timer.current);
    if (moved) commit();
  };
  // A drag moves the value many times but applies once, on release; keys apply after a pause.
  const commitProps = {
    onPointerUp: now,
    onKeyUp: (e: KeyboardEvent) => {
      if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"].includes(e.key)) later();
    },
  };
  const rupee = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  return (
    <fieldset className="border-b border-gray-200 pb-4">
      <legend className="mb-2 text-sm font-semibold">{m.shop_price()}</legend>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite">
        {rupee(low)} – {rupee(high)}
      </p>
      <label htmlFor={`${id}-min`} className="block text-xs text-gray-600">
        {m.shop_price_min()}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        name="min"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={low}
        aria-valuetext={rupee(low)}
        // The lower bound never passes the upper one (docs/product.md#filters-and-search).
        onChange={(e) => setLow(Math.min(Number(e.target.value), high))}
        {...commitProps}
        className="w-full accent-brand-600"
      />
      <label htmlFor={`${id}-max`} className="mt-2 block text-xs text-gray-600">
        {m.shop_price_max()}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        name="max"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={high}
        aria-valuetext={rupee(high)}
        onChange={(e) => setHigh(Math.max(Number(e.target.value), low))}
        {...commitProps}
        className="w-full accent-brand-600"
      />
    </fieldset>
  );
}

export function FilterForm({
  query,
  colours,
  sizes,
  action,
}: {
  query: ShopQuery;
  /** The colours and sizes to offer (domain/catalog/facets.ts): those of what the search and selection found. */
  colours: readonly string[];
  sizes: readonly string[];
  action: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Applying keeps the form mounted (no key change): the focused control keeps focus.
  const apply = () => {
    if (formRef.current) void submit(formRef.current, { preventScrollReset: true, replace: false });
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    // Sliders report every step of a drag as a change; they apply on release instead (PriceRange).
    const input = e.target as HTMLInputElement;
    if (input.type === "checkbox" && input.name) apply();
  };
  const clearHref = `${action}${shopQueryToSearch({ ...query, colors: [], sizes: [], min: null, max: null, page: 1 })}`;
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      ref={formRef}
      // With JavaScript a change applies at once (and goes back to page 1: no page field here).
      onChange={onChange}
      className="flex flex-col gap-4"
      aria-label={m.shop_filters()}
      // Its controls keep focus when they apply (components/shop/home/use-results-in-view.ts).
      data-keeps-focus
    >
      {query.mode === "all" ? <input type="hidden" name="mode" value="all" /> : null}
      {query.main ? <input type="hidden" name="main" value={query.main} /> : null}
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.sub ? <input type="hidden" name="sub" value={query.sub} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.sort !== defaultSort(query.q) ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <OptionGroup
        legend={m.shop_colour()}
        name="color"
        selected={query.colors}
        options={colours.map((value) => ({ value, label: colourLabel(value), swatch: colorCss(value) }))}
      />
      <OptionGroup
        legend={m.shop_size()}
        name="size"
        selected={query.sizes}
        options={sizes.map((value) => ({ value, label: sizeLabel(value) }))}
      />
      <PriceRange min={query.min ?? PRICE_MIN} max={query.max ?? PRICE_MAX} onCommit={apply} />
      <div className="flex gap-2">
        <button type="submit" className={buttonVariants({ variant: "primary", className: "flex-1" })}>
          {m.shop_apply_filters()}
        </button>
        <Link to={clearHref} preventScrollReset className={buttonVariants({ className: "flex-1" })}>
          {m.shop_clear_filters()}
        </Link>
      </div>
    </Form>
  );
}
