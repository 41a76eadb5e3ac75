// The seller's editor for their shop's About text and FAQ. Every button is a submit with an
// `intent` the action understands (see routes/dashboard/profile.tsx), so adding, moving and
// removing entries works without JavaScript; the server returns the edited draft.
import { Form } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError, FormSuccess, inputClass, SubmitButton } from "~/components/ui/form";
import { MoveButtons } from "~/components/ui/move-buttons";
import { ABOUT_MAX, ANSWER_MAX, FAQ_MAX_ENTRIES, type FaqEntry, QUESTION_MAX } from "~/domain/sellers/shop-pages";

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
      <h2 className="text-lg font-semibold">About and FAQ</h2>
      <p className="mt-1 text-sm text-gray-600">
        Shown on your shop's About Us and FAQ pages and in its footer. Plain text. Leave them empty to show text built from your shop's
        details.
      </p>
      <Form method="post" className="mt-4 space-y-4" noValidate preventScrollReset>
        {/* Enter in a text box saves (the first submit button of a form is its default). */}
        <button type="submit" name="intent" value="save-pages" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save
        </button>
        <FormError message={error} />
        <FormSuccess message={message} />
        <div>
          <label htmlFor="shop-about" className="mb-1 block text-sm font-medium text-gray-700">
            About your shop
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
          <p className="mt-1 text-xs text-gray-500">
            Up to {ABOUT_MAX.toLocaleString("en-IN")} characters. A blank line starts a new paragraph.
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">
            Frequently asked questions (up to {FAQ_MAX_ENTRIES}; a row left blank is not shown)
          </legend>
          <ol className="mt-2 space-y-3">
            {rows.map((row, i) => (
              <li key={i} className="rounded-lg border border-gray-200 p-3">
                <label htmlFor={`faq-q-${i}`} className="mb-1 block text-sm font-medium text-gray-700">
                  Question {i + 1}
                </label>
                <input id={`faq-q-${i}`} name="question" maxLength={QUESTION_MAX} defaultValue={row.question} className={inputClass} />
                <label htmlFor={`faq-a-${i}`} className="mt-2 mb-1 block text-sm font-medium text-gray-700">
                  Answer {i + 1}
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
                    text={["Move up", "Move down"]}
                    values={[`up:${i}`, `down:${i}`]}
                    label={(d) => `Move question ${i + 1} ${d}`}
                    className={small}
                  />
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${i}`}
                    className={buttonVariants({ variant: "danger", size: "xs" })}
                    aria-label={`Remove question ${i + 1}`}
                  >
                    Remove
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
            Add question
          </button>
        </fieldset>
        <SubmitButton name="intent" value="save-pages" pendingText="Saving…" className="sm:w-auto">
          Save About and FAQ
        </SubmitButton>
      </Form>
    </Card>
  );
}
