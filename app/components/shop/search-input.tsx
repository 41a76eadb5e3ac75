// The header's search input. Without JavaScript, and until the suggestions (./search-suggestions.tsx,
// docs/decisions/0088-forgiving-search.md) load, it is the plain input of the search form. The
// suggestions load lazily, off the first-load JavaScript, and enhance this same element rather than
// render a new one: focus, caret and what was typed survive however late they arrive.
import { lazy, type RefObject, Suspense } from "react";

export interface SearchInputProps {
  id: string;
  /** The shop's address, /{shop}. */
  base: string;
  defaultValue: string;
  placeholder: string;
  className: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

const SearchSuggestions = lazy(() => import("./search-suggestions").then((m) => ({ default: m.SearchSuggestions })));

export function SearchInput({ id, base, defaultValue, placeholder, className, inputRef }: SearchInputProps) {
  return (
    <div className="relative min-w-0 flex-1">
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        ref={inputRef}
        autoComplete="off"
        className={`w-full ${className}`}
      />
      {/* Only the listbox waits for the chunk; the input above is never replaced. */}
      <Suspense fallback={null}>
        <SearchSuggestions base={base} input={inputRef} />
      </Suspense>
    </div>
  );
}
