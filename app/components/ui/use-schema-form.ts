// The one way a form is set up (docs/decisions/0069-one-error-and-reply.md): Conform with the same
// zod schema the action parses with. It validates in the browser on submit (then again as the person
// types), shows the server's reply (every field's messages, refilled values), and works without JS.
// Not on blur: a message appearing as a field is left moves the submit button under the finger,
// and the first tap on a phone was lost.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: Partial<z.input<Schema>>; id?: string } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: Conform's DefaultValue type is recursive over the schema input.
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
