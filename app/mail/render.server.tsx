// A template and its facts → subject, HTML and the plain-text part (both from the same components).
import { lazily } from "~/utils/lazy";
import type { MailTemplate } from "./templates/types";

// Headings as written (not upper-cased); a table's label and amount on one line.
const TEXT_OPTIONS = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "table", format: "dataTable", options: { uppercaseHeaders: false, colSpacing: 2 } },
  ],
};

// The renderer loads with the first message, not with every server process.
const loadRender = lazily(() => import("@react-email/render").then((module) => module.render));

export async function renderMail<P>(template: MailTemplate<P>, props: P): Promise<{ subject: string; html: string; text: string }> {
  const render = await loadRender();
  const element = <template.Email {...(props as P & object)} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject: template.subject(props), html, text };
}
