// The header's search input. The suggestions (./search-suggestions.tsx, docs/decisions/0088-forgiving-search.md)
// load while the page hydrates, off its first-load JavaScript; until they run, and without
// JavaScript, this is the plain input of the search form.
import { type InputHTMLAttributes, lazy, type ReactNode, type Ref, Suspense } from "react";

export interface SearchInputProps {
  id: string;
  /** The shop's address, /{shop}. */
  base: string;
  defaultValue: string;
  placeholder: string;
  className: string;
  inputRef: Ref<HTMLInputElement>;
}

const SearchSuggestInput = lazy(() => import("./search-suggestions").then((m) => ({ default: m.SearchSuggestInput })));

export function SearchInput(props: SearchInputProps) {
  return (
    <Suspense fallback={<SearchInputFrame {...props} />}>
      <SearchSuggestInput {...props} />
    </Suspense>
  );
}

/** The input in its frame; the suggestions add the combobox's attributes and their listbox. */
export function SearchInputFrame({
  id,
  defaultValue,
  placeholder,
  className,
  inputRef,
  combobox,
  children,
}: SearchInputProps & { combobox?: InputHTMLAttributes<HTMLInputElement>; children?: ReactNode }) {
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
        {...combobox}
      />
      {children}
    </div>
  );
}
