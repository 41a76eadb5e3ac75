// A shop's own About text and FAQ (shown at /{shop}/about, /{shop}/faq and in the shop footer),
// with the defaults built from the shop's own data while the seller has written none.
// Plain text only: stored as typed and always rendered as React text, never as HTML.
// Browser-safe: the dashboard editor shows the same limits the server enforces.
import { z } from "zod";
import { moveItem } from "~/domain/reorder";

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
const plain = (max: number, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(max, message)
        .refine((v) => !CONTROL.test(v), "Please remove the special characters from the text."),
    );

const TOO_MANY = `A shop can have at most ${FAQ_MAX_ENTRIES} FAQ entries.`;

export const ShopPagesSchema = z.object({
  about: plain(ABOUT_MAX, `The About text can be at most ${ABOUT_MAX.toLocaleString("en-IN")} characters.`),
  faq: z
    .array(
      z
        .object({
          question: plain(QUESTION_MAX, `A question can be at most ${QUESTION_MAX} characters.`),
          answer: plain(ANSWER_MAX, `An answer can be at most ${ANSWER_MAX.toLocaleString("en-IN")} characters.`),
        })
        .refine((e) => Boolean(e.question) === Boolean(e.answer), "Each FAQ entry needs both a question and an answer."),
    )
    .max(FAQ_MAX_ENTRIES * 2, TOO_MANY)
    // Rows left blank (the editor always offers one) are not entries.
    .transform((entries) => entries.filter((e) => e.question || e.answer))
    .pipe(z.array(z.object({ question: z.string(), answer: z.string() })).max(FAQ_MAX_ENTRIES, TOO_MANY)),
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

const DELIVERY_LINE = "Order online and choose home delivery to your address, or in-shop purchase to pick up your order at the shop.";

/** The About text while the seller has written none: the shop's own facts, nothing about Haat. */
export function defaultAbout(shop: ShopFacts): string {
  const where = shop.location ? ` in ${shop.location}` : "";
  const who = shop.ownerName ? ` run by ${shop.ownerName}` : "";
  const contact = [shop.phone && `call ${shop.phone}`, shop.email && `write to ${shop.email}`].filter(Boolean).join(" or ");
  return [
    `${shop.shopName} is a shop${where}${who}.`,
    DELIVERY_LINE,
    contact ? `Questions about a product or an order? Please ${contact}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function defaultFaq(shop: ShopFacts): FaqEntry[] {
  const entries: FaqEntry[] = [
    { question: "How do I place an order?", answer: "Add products to your cart, log in and choose Proceed to Checkout." },
    {
      question: "Do you deliver, or can I pick up my order?",
      answer: `Both. At checkout choose 'Delivery to Your Address', or 'In-Shop Purchase' to pick up your order${shop.location ? ` at ${shop.location}` : " at the shop"}.`,
    },
  ];
  if (shop.location) entries.push({ question: "Where is the shop?", answer: `${shop.shopName} is at ${shop.location}.` });
  const contact = [shop.phone && `call ${shop.phone}`, shop.email && `e-mail ${shop.email}`].filter(Boolean).join(" or ");
  if (contact)
    entries.push({ question: "How can I contact the shop?", answer: `Please ${contact}${shop.ownerName ? ` (${shop.ownerName})` : ""}.` });
  entries.push({ question: "Where can I see my orders?", answer: "Log in and open My Profile / Order History." });
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
