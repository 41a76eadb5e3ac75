// The one way a form is set up (docs/decisions/0069-one-error-and-reply.md): Conform with the same
// zod schema the action parses with. It validates in the browser (on blur, then as the person
// types), shows the server's reply (every field's messages, refilled values), and works without JS.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

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
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
