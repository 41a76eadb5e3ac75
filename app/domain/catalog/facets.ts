// The filter panel's options: the colours and sizes of the products found, so a search for men's
// shirts offers S to XL and never kids' ages it cannot find. Browser-safe and pure; the values come
// from facets.server.ts.
import { sortSizes } from "./constants";
import { colourKey, FILTER_COLOURS } from "./vocabulary";

export interface Facets {
  colours: string[];
  sizes: string[];
}

const FILTER_RANK = new Map(FILTER_COLOURS.map((name, i) => [colourKey(name), i]));
const CANONICAL = new Map(FILTER_COLOURS.map((name) => [colourKey(name), name]));

/**
 * The options to offer: the found values and the chosen ones (a ticked box stays to be unticked).
 * Colours once per key, in the product's colour order (Gray and Grey as one "Grey"), a seller's own
 * names after them as typed; sizes in the one size order.
 */
export function offeredOptions(found: Facets, chosen: Facets): Facets {
  const byKey = new Map<string, string>();
  for (const c of [...chosen.colours, ...found.colours]) {
    const key = colourKey(c);
    if (!byKey.has(key)) byKey.set(key, CANONICAL.get(key) ?? c.trim());
  }
  const colours = [...byKey.entries()]
    .sort(([a, an], [b, bn]) => (FILTER_RANK.get(a) ?? FILTER_RANK.size) - (FILTER_RANK.get(b) ?? FILTER_RANK.size) || an.localeCompare(bn))
    .map(([, name]) => name);
  return { colours, sizes: sortSizes([...new Set([...chosen.sizes, ...found.sizes])]) };
}
