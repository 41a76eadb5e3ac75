// The platform's own words for colours and sizes, in the shopper's language: one function per
// vocabulary (colourLabel, sizeLabel; mainCategoryLabel lives in constants.ts), used by every screen
// and e-mail that shows them. What a seller typed that is not in the lists is shown as typed.
// Gray and Grey are both offered to sellers (the product's colour list has both) but are one colour
// for shoppers: one key (colourKey) in the filters, search and CSV import.
// Browser-safe. Call while rendering or handling a request (the messages read the request's language).

import type { Locale } from "~/i18n/locales";
import * as m from "~/i18n/messages";
import { COLOR_OPTIONS, FREE_SIZE, SIZE_GROUPS_BY_MAIN } from "./constants";

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

// Maps, not object literals: the keys are what a seller typed, and a colour named "__proto__" or
// "constructor" must not find Object.prototype's members.
/** Spellings of one colour: the second maps onto the first. */
const SAME_COLOUR = new Map([["gray", "grey"]]);

/** A colour's key, equal for every spelling of it (case, spacing, Gray/Grey); unknown names keep their own. */
export function colourKey(name: string): string {
  const n = normal(name);
  return SAME_COLOUR.get(n) ?? n;
}

// Keyed by the list's own spelling (gray and grey have a message each, so a seller's Gray reads Gray in English).
const COLOUR_MESSAGES = new Map<string, Message>(
  Object.entries({
    red: m.common_colour_red,
    blue: m.common_colour_blue,
    green: m.common_colour_green,
    black: m.common_colour_black,
    white: m.common_colour_white,
    gray: m.common_colour_gray,
    beige: m.common_colour_beige,
    brown: m.common_colour_brown,
    cream: m.common_colour_cream,
    "dark blue": m.common_colour_dark_blue,
    "dark green": m.common_colour_dark_green,
    gold: m.common_colour_gold,
    yellow: m.common_colour_yellow,
    khaki: m.common_colour_khaki,
    "light blue": m.common_colour_light_blue,
    "light green": m.common_colour_light_green,
    maroon: m.common_colour_maroon,
    multicolor: m.common_colour_multicolor,
    orange: m.common_colour_orange,
    pink: m.common_colour_pink,
    purple: m.common_colour_purple,
    silver: m.common_colour_silver,
    grey: m.common_colour_grey,
  }),
);

/** A colour's name in the language (the request's by default); a colour not in the list as typed. */
export function colourLabel(name: string, locale?: Locale): string {
  const message = COLOUR_MESSAGES.get(normal(name));
  return message ? message({}, locale ? { locale } : {}) : name;
}

/** The colours a shopper filters by: the product's list with one entry per key (Grey where Gray was). */
export const FILTER_COLOURS: readonly string[] = [
  ...new Map(
    COLOR_OPTIONS.map((c) => [colourKey(c.name), COLOR_OPTIONS.find((o) => normal(o.name) === colourKey(c.name))?.name ?? c.name]),
  ).values(),
];

/** Every spelling sellers may have stored for the colours chosen in a filter (Grey → Grey and Gray). */
export function colourSpellings(chosen: readonly string[]): string[] {
  const keys = new Set(chosen.map(colourKey));
  const known = COLOR_OPTIONS.filter((c) => keys.has(colourKey(c.name))).map((c) => c.name);
  return [...new Set([...known, ...chosen])];
}

const AGE_BAND = /^(\d+-\d+) years$/;

/** A size's name in the language: age bands and FREE SIZE are words; numbers and letters read the same in every language. */
export function sizeLabel(size: string, locale?: Locale): string {
  const n = normal(size);
  const options = locale ? { locale } : {};
  if (n === normal(FREE_SIZE)) return m.common_size_free({}, options);
  const age = AGE_BAND.exec(n);
  return age ? m.common_size_years({ range: age[1] }, options) : size;
}

/**
 * Sizes that are the same in Hindi on purpose: garment numbers and letter sizes (S, XL, "M 38"),
 * written so on Indian labels. Every other platform size has a word of its own in each language.
 */
export const SIZES_WRITTEN_ALIKE: ReadonlySet<string> = new Set([
  ...SIZE_GROUPS_BY_MAIN.men.numeric,
  ...SIZE_GROUPS_BY_MAIN.men.letter,
  ...SIZE_GROUPS_BY_MAIN.men.chest,
  ...SIZE_GROUPS_BY_MAIN.women.numeric,
  ...SIZE_GROUPS_BY_MAIN.women.letter,
  ...SIZE_GROUPS_BY_MAIN.boy.numeric,
  ...SIZE_GROUPS_BY_MAIN.girl.numeric,
]);
