// A shop's own About text and FAQ (shown at /{shop}/about, /{shop}/faq and in the shop footer),
// with the defaults built from the shop's own data while the seller has written none.
// Plain text only: stored as typed and always rendered as React text, never as HTML.
// Browser-safe: the dashboard editor shows the same limits the server enforces.
import { z } from "zod";
import { moveItem } from "~/domain/reorder";
import * as m from "~/i18n/messages";

export const ABOUT_MAX = 2000;
export const FAQ_MAX_ENTRIES = 20;
export const QUESTION_MAX = 200;
export const ANSWER_MAX = 1000;

export interface FaqEntry {
  question: string;
  answer: string;
}

// Control characters other than tab and line breaks (PostgreSQL refuses NUL outright).
const CONTROL = /(?![\t\n])\p{Cc}/u;
const plain = (max: number, message: () => string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(max, { error: message })
        .refine((v) => !CONTROL.test(v), { error: () => m.seller_special_chars() }),
    );

const tooMany = () => m.seller_faq_too_many({ max: FAQ_MAX_ENTRIES });

export const ShopPagesSchema = z.object({
  about: plain(ABOUT_MAX, () => m.seller_about_too_long({ max: ABOUT_MAX.toLocaleString("en-IN") })),
  faq: z
    .array(
      z
        .object({
          question: plain(QUESTION_MAX, () => m.seller_question_too_long({ max: QUESTION_MAX })),
          answer: plain(ANSWER_MAX, () => m.seller_answer_too_long({ max: ANSWER_MAX.toLocaleString("en-IN") })),
        })
        .refine((e) => Boolean(e.question) === Boolean(e.answer), { error: () => m.seller_faq_pair() }),
    )
    .max(FAQ_MAX_ENTRIES * 2, { error: tooMany })
    // Rows left blank (the editor always offers one) are not entries.
    .transform((entries) => entries.filter((e) => e.question || e.answer))
    .pipe(z.array(z.object({ question: z.string(), answer: z.string() })).max(FAQ_MAX_ENTRIES, { error: tooMany })),
});
export type ShopPagesInput = z.input<typeof ShopPagesSchema>;
export type ShopPages = z.output<typeof ShopPagesSchema>;

/** The editor's rows from a posted form: `question` and `answer` repeat, one pair per row, in order. */
export function faqFromForm(form: FormData): FaqEntry[] {
  const questions = form.getAll("question");
  const answers = form.getAll("answer");
  return Array.from({ length: Math.max(questions.length, answers.length) }, (_, i) => ({
    question: String(questions[i] ?? ""),
    answer: String(answers[i] ?? ""),
  }));
}

/** The editor's row buttons without JavaScript: "up:2", "down:0", "remove:1", "add". */
export function applyFaqEdit(rows: FaqEntry[], intent: string): FaqEntry[] | null {
  if (intent === "add") return rows.length < FAQ_MAX_ENTRIES ? [...rows, { question: "", answer: "" }] : rows;
  const match = /^(up|down|remove):(\d{1,2})$/.exec(intent);
  if (!match) return null;
  const i = Number(match[2]);
  if (i >= rows.length) return rows;
  if (match[1] === "remove") return rows.filter((_, k) => k !== i);
  return moveItem(rows, i, match[1] === "up" ? -1 : 1) ?? rows;
}

export interface ShopFacts {
  shopName: string;
  ownerName: string;
  location: string;
  phone: string;
  email: string;
}

/** The About text while the seller has written none: the shop's own facts, nothing about Haat. */
export function defaultAbout(shop: ShopFacts): string {
  const { shopName: name, location, ownerName: owner, phone, email } = shop;
  const intro =
    location && owner
      ? m.seller_about_shop_where_who({ shop: name, location, owner })
      : location
        ? m.seller_about_shop_where({ shop: name, location })
        : owner
          ? m.seller_about_shop_who({ shop: name, owner })
          : m.seller_about_shop({ shop: name });
  const contact =
    phone && email
      ? m.seller_about_contact_both({ phone, email })
      : phone
        ? m.seller_about_contact_phone({ phone })
        : email
          ? m.seller_about_contact_email({ email })
          : "";
  return [intro, m.seller_about_delivery(), contact].filter(Boolean).join("\n\n");
}

export function defaultFaq(shop: ShopFacts): FaqEntry[] {
  const { shopName, location, phone, email } = shop;
  const entries: FaqEntry[] = [
    { question: m.seller_faq_q_order(), answer: m.seller_faq_a_order() },
    {
      question: m.seller_faq_q_deliver(),
      answer: location ? m.seller_faq_a_deliver_at({ location }) : m.seller_faq_a_deliver_shop(),
    },
  ];
  if (location) entries.push({ question: m.seller_faq_q_where(), answer: m.seller_faq_a_where({ shop: shopName, location }) });
  const owner = shop.ownerName ? ` (${shop.ownerName})` : "";
  const contact =
    phone && email
      ? m.seller_faq_a_contact_both({ phone, email, owner })
      : phone
        ? m.seller_faq_a_contact_phone({ phone, owner })
        : email
          ? m.seller_faq_a_contact_email({ email, owner })
          : "";
  if (contact) entries.push({ question: m.seller_faq_q_contact(), answer: contact });
  entries.push({ question: m.seller_faq_q_orders(), answer: m.seller_faq_a_orders() });
  return entries;
}

/** What the shop's pages show: the seller's own text, or the defaults where they wrote none. */
export function shopPagesOrDefaults(shop: ShopFacts & { about: string; faq: FaqEntry[] }) {
  return {
    about: shop.about || defaultAbout(shop),
    faq: shop.faq.length ? shop.faq : defaultFaq(shop),
  };
}

const BLURB_MAX = 180;

/** The footer's line about the shop: the About text's first paragraph, shortened at a word. */
export function shopBlurb(shop: ShopFacts & { about: string }): string {
  const first = (shop.about || defaultAbout(shop))
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, " ")
    .trim();
  if (first.length <= BLURB_MAX) return first;
  const cut = first.slice(0, BLURB_MAX);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : BLURB_MAX).trimEnd()}…`;
}

/** Paragraphs of a plain text: blank lines separate them, single line breaks stay inside. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
