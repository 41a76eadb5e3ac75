// The one way a form is set up (docs/decisions/0069-one-error-and-reply.md): Conform with the same
// zod schema the action parses with. It validates in the browser on submit (then again as the person
// types), shows the server's reply (every field's messages, refilled values), and works without JS.
// Not on blur: a message appearing as a field is left moves the submit button under the finger,
// and the first tap on a phone was lost.
import { type FieldMetadata, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { z } from "zod";
import { isSuccess, type Reply } from "~/utils/reply";

// A ZodType, not only a ZodObject: a form schema may transform its object (the product form);
// the HTML constraints then come from the object it transforms.
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: Partial<z.input<Schema>>; id?: string } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: Conform's DefaultValue type is recursive over the schema input.
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema instanceof z.ZodPipe ? schema.in : schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any field of any form.
type AnyField = FieldMetadata<any, any, string[]>;
type TextType = "text" | "email" | "tel" | "url" | "search" | "number";

/**
 * Props for Field / TextArea from a field's metadata: name, id, constraints, the value to refill,
 * and its messages. `key` is left out (React wants it passed directly: `key={fields.x.key}`).
 */
export function fieldProps(meta: AnyField, type: TextType = "text") {
  const { key: _key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  return { ...props, errors: meta.errors, errorId: meta.errorId };
}

/** Props for PasswordField: never a value to refill (replies leave passwords out), and its own type toggle. */
export function secretFieldProps(meta: AnyField) {
  const { key: _key, type: _type, defaultValue: _value, ...props } = getInputProps(meta, { type: "password", ariaAttributes: false });
  return { ...props, errors: meta.errors, errorId: meta.errorId };
}

/**
 * The one line a form shows in its FormError: the form's own message, else the first field's (in
 * field order). The spec words most forms' refusals as one sentence; each field still shows its own.
 */
export function formSummary(form: { errors?: string[]; allErrors: Record<string, string[]> }): string | null {
  return form.errors?.[0] ?? Object.values(form.allErrors).find((messages) => messages.length > 0)?.[0] ?? null;
}

/** Empties a form once its reply is a success (a fetcher form stays on the page to be used again). */
export function useResetOnSuccess(form: { reset: () => void }, reply: unknown) {
  const { reset } = form;
  useEffect(() => {
    if (isSuccess(reply as Reply<unknown>)) reset();
  }, [reply, reset]);
}
