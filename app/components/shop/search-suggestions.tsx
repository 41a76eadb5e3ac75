// The header's search box with search-as-you-type (docs/decisions/0088-forgiving-search.md): an
// ARIA 1.2 combobox (the input) that controls a listbox of products and categories from
// GET /{shop}/search/suggest. Typing waits 150 ms, and a newer keystroke aborts the older request.
// ArrowDown/ArrowUp choose, Enter opens the chosen one (or searches when none is chosen), Escape
// closes. It enhances the plain input of ./search-input.tsx in place (attributes and listeners on
// that element), so loading late never takes the input, its text or its focus away.
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SuggestReply } from "~/domain/catalog/listing";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

interface Option {
  id: string;
  href: string;
  kind: "product" | "category";
  name: string;
  image?: string | null;
  pricePaise?: number;
}

function optionsOf(base: string, reply: SuggestReply): Option[] {
  return [
    ...reply.products.map((p) => ({
      id: `p-${p.id}`,
      href: `${base}/product/${p.id}`,
      kind: "product" as const,
      name: p.name,
      image: p.image,
      pricePaise: p.salePricePaise ?? p.pricePaise,
    })),
    ...reply.categories.map((c) => ({
      id: `c-${c.id}`,
      href: `${base}?main=${encodeURIComponent(c.main)}&category=${c.id}`,
      kind: "category" as const,
      name: c.name,
    })),
  ];
}

export function SearchSuggestions({ base, input }: { base: string; input: RefObject<HTMLInputElement | null> }) {
  const listId = useId();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  // The listeners below are attached once; they call this render's handlers.
  const handlers = useRef({ lookUp: (_: string) => {}, onKeyDown: (_: KeyboardEvent) => {}, onFocus: () => {}, close: () => {} });

  const lookUp = (value: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    const q = value.trim();
    if (q.length < MIN_CHARS) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const res = await fetch(`${base}/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        if (!res.ok) return;
        const next = optionsOf(base, (await res.json()) as SuggestReply);
        if (controller.signal.aborted) return;
        setOptions(next);
        setActive(-1);
        setOpen(next.length > 0);
      } catch {
        // aborted by a newer keystroke, or offline: the form still searches
      }
    }, DEBOUNCE_MS);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (options.length === 0) return;
      e.preventDefault();
      const down = e.key === "ArrowDown";
      const last = options.length - 1;
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : last);
      } else setActive((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === "Enter" && open && active >= 0 && active < options.length) {
      e.preventDefault();
      const href = options[active].href;
      close();
      navigate(href);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  };

  const products = options.filter((o) => o.kind === "product");
  const categories = options.filter((o) => o.kind === "category");
  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (o: Option) => `${listId}-${o.id}`;
  const renderOption = (o: Option) => {
    const index = options.indexOf(o);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
      <div
        key={o.id}
        id={optionId(o)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        // Keeps focus in the input, so the click below is not lost to its blur.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          close();
          navigate(o.href);
        }}
        className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-gray-800 hover:bg-gray-50"}`}
      >
        {o.kind === "product" ? (
          o.image ? (
            <img src={o.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
          ) : (
            <span aria-hidden="true" className="size-10 shrink-0 rounded bg-gray-100" />
          )
        ) : null}
        <span className="min-w-0 flex-1 truncate">{o.name}</span>
        {o.pricePaise != null ? <span className="shrink-0 text-gray-600">{formatPaise(o.pricePaise)}</span> : null}
      </div>
    );
  };

  handlers.current = { lookUp, onKeyDown, onFocus: () => setOpen(options.length > 0), close };

  // The combobox's attributes and listeners go on the input already in the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per input; the handlers are read through a ref
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const on = {
      input: () => handlers.current.lookUp(el.value),
      keydown: (e: KeyboardEvent) => handlers.current.onKeyDown(e),
      blur: () => handlers.current.close(),
      focus: () => handlers.current.onFocus(),
    };
    for (const [type, listener] of Object.entries(on)) el.addEventListener(type, listener as EventListener);
    el.setAttribute("role", "combobox");
    el.setAttribute("aria-autocomplete", "list");
    el.setAttribute("aria-controls", listId);
    setReady(true);
    // Typed before this arrived: suggest for it now.
    if (document.activeElement === el && el.value) handlers.current.lookUp(el.value);
    return () => {
      for (const [type, listener] of Object.entries(on)) el.removeEventListener(type, listener as EventListener);
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"]) el.removeAttribute(name);
      clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, []);

  const activeId = activeOption ? optionId(activeOption) : null;
  useEffect(() => {
    const el = input.current;
    if (!el || !ready) return;
    el.setAttribute("aria-expanded", String(open));
    if (activeId) el.setAttribute("aria-activedescendant", activeId);
    else el.removeAttribute("aria-activedescendant");
  }, [input, ready, open, activeId]);

  if (!ready) return null;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={m.search_suggestions_label()}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 max-h-[70vh] w-[calc(100vw-2rem)] min-w-full max-w-md overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {products.length ? (
          <div role="presentation" className="px-3 pt-1 pb-0.5 text-xs font-semibold uppercase tracking-wide text-gray-500">
            {m.search_suggestions_products()}
          </div>
        ) : null}
        {products.map(renderOption)}
        {categories.length ? (
          <div role="presentation" className="px-3 pt-2 pb-0.5 text-xs font-semibold uppercase tracking-wide text-gray-500">
            {m.search_suggestions_categories()}
          </div>
        ) : null}
        {categories.map(renderOption)}
      </div>
      <p aria-live="polite" className="sr-only">
        {open
          ? options.length === 1
            ? m.search_suggestions_count_one({ count: options.length })
            : m.search_suggestions_count_other({ count: options.length })
          : ""}
      </p>
    </>
  );
}
