// The seller's editor for their shop's About text and FAQ. Every button is a submit with an
// `intent` the action understands (see routes/dashboard/profile.tsx), so adding, moving and
// removing entries works without JavaScript; the server returns the edited draft.
import { Form } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError, FormSuccess, inputClass, SubmitButton } from "~/components/ui/form";
import { MoveButtons } from "~/components/ui/move-buttons";
import { ABOUT_MAX, ANSWER_MAX, FAQ_MAX_ENTRIES, type FaqEntry, QUESTION_MAX } from "~/domain/sellers/shop-pages";
import * as m from "~/i18n/messages";

const small = buttonVariants({ size: "xs" });

export function ShopPagesEditor({
  draft,
  error,
  message,
  aboutPlaceholder,
}: {
  draft: { about: string; faq: FaqEntry[] };
  error: string | null;
  message: string | null;
  aboutPlaceholder: string;
}) {
  // One blank row is always ready to fill, up to the limit.
  const last = draft.faq.at(-1);
  const rows =
    draft.faq.length < FAQ_MAX_ENTRIES && (!last || last.question || last.answer)
      ? [...draft.faq, { question: "", answer: "" }]
      : draft.faq;
  return (
    <Card className="mt-4">
      <h2 className="text-lg font-semibold">{m.seller_pages_heading()}</h2>
      <p className="mt-1 text-sm text-gray-600">{m.seller_pages_intro()}</p>
      <Form method="post" className="mt-4 space-y-4" noValidate preventScrollReset>
        {/* Enter in a text box saves (the first submit button of a form is its default). */}
        <button type="submit" name="intent" value="save-pages" className="sr-only" tabIndex={-1} aria-hidden="true">
          {m.seller_save()}
        </button>
        <FormError message={error} />
        <FormSuccess message={message} />
        <div>
          <label htmlFor="shop-about" className="mb-1 block text-sm font-medium text-gray-700">
            {m.seller_about_label()}
          </label>
          <textarea
            id="shop-about"
            name="about"
            rows={6}
            maxLength={ABOUT_MAX}
            defaultValue={draft.about}
            placeholder={aboutPlaceholder}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-gray-500">{m.seller_about_hint({ max: ABOUT_MAX.toLocaleString("en-IN") })}</p>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">{m.seller_faq_legend({ max: FAQ_MAX_ENTRIES })}</legend>
          <ol className="mt-2 space-y-3">
            {rows.map((row, i) => (
              <li key={i} className="rounded-lg border border-gray-200 p-3">
                <label htmlFor={`faq-q-${i}`} className="mb-1 block text-sm font-medium text-gray-700">
                  {m.seller_question_n({ n: i + 1 })}
                </label>
                <input id={`faq-q-${i}`} name="question" maxLength={QUESTION_MAX} defaultValue={row.question} className={inputClass} />
                <label htmlFor={`faq-a-${i}`} className="mt-2 mb-1 block text-sm font-medium text-gray-700">
                  {m.seller_answer_n({ n: i + 1 })}
                </label>
                <textarea
                  id={`faq-a-${i}`}
                  name="answer"
                  rows={2}
                  maxLength={ANSWER_MAX}
                  defaultValue={row.answer}
                  className={inputClass}
                />
                <div className="mt-2 flex flex-wrap gap-2">
                  <MoveButtons
                    first={i === 0}
                    last={i === rows.length - 1}
                    text={[m.seller_move_up(), m.seller_move_down()]}
                    values={[`up:${i}`, `down:${i}`]}
                    label={(d) => (d === "up" ? m.seller_move_question_up : m.seller_move_question_down)({ n: i + 1 })}
                    className={small}
                  />
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${i}`}
                    className={buttonVariants({ variant: "danger", size: "xs" })}
                    aria-label={m.seller_remove_question({ n: i + 1 })}
                  >
                    {m.seller_remove()}
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="submit"
            name="intent"
            value="add"
            disabled={rows.length >= FAQ_MAX_ENTRIES}
            className={buttonVariants({ className: "mt-3" })}
          >
            {m.seller_add_question()}
          </button>
        </fieldset>
        <SubmitButton name="intent" value="save-pages" pendingText={m.seller_saving()} className="sm:w-auto">
          {m.seller_save_pages()}
        </SubmitButton>
      </Form>
    </Card>
  );
}
