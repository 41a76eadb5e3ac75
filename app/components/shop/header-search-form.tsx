// The shop header's product search: a GET form to the shop home that keeps the home's other filters,
// with a Clear that works with and without JavaScript.
import { useEffect, useId, useRef } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";
import { SearchInput } from "./search-input";

export function SearchForm({ base, focusOnOpen }: { base: string; focusOnOpen?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // Opening the search box by its toggle moves focus into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the box first appears
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, []);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const onHome = pathname === base;
  const q = onHome ? (params.get("q") ?? "") : "";
  // On the shop home a search keeps the other filters; it always starts again at page 1.
  const kept = onHome ? [...params.entries()].filter(([k]) => k !== "q" && k !== "page") : [];
  const keptInputs = kept.map(([k, v]) => <input key={`${k}=${v}`} type="hidden" name={k} value={v} />);
  const clear = () => {
    const next = new URLSearchParams(kept);
    navigate(`${base}${next.size ? `?${next}` : ""}`);
  };
  return (
    <>
      <form id={`${id}-clear`} method="get" action={base} hidden>
        {keptInputs}
      </form>
      <Form method="get" action={base} role="search" className="flex w-full items-center gap-2" key={q}>
        {keptInputs}
        <label htmlFor={id} className="sr-only">
          {m.shop_search_products()}
        </label>
        <SearchInput
          id={id}
          base={base}
          defaultValue={q}
          placeholder={m.shop_search_placeholder()}
          inputRef={input}
          className="rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {m.common_search()}
        </button>
        {/* Submits the form after this one (the other filters, no query) when JavaScript does not run. */}
        <button
          type="submit"
          form={`${id}-clear`}
          onClick={(e) => {
            e.preventDefault();
            clear();
          }}
          className={buttonVariants()}
        >
          {m.common_clear()}
        </button>
      </Form>
    </>
  );
}
