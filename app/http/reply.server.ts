// Route support for the reply protocol (app/utils/reply.ts): parse a form with its schema, answer
// success, and turn a DomainError (or a refused body) into the failure envelope with its status.
// Domain code never sees Request or Response; this is where they meet.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { isErasedAccount } from "~/db/errors";
import { DomainError, type FieldErrors as DomainFieldErrors } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { containsNul, forbiddenCharacterMessage } from "~/utils/nul";
import { FORM_ERROR_KEY, type ReplyFailure, type ReplySuccess } from "~/utils/reply";
import { BodyError, type BodyLimits, FORM_LIMITS, formatBytes, oversizedFiles, parseFormBody } from "./body.server";

type AnySubmission = Submission<unknown>;

/** Fields whose values never travel back to the browser in a reply. */
const SECRET_FIELDS = ["password", "confirmPassword", "currentPassword", "newPassword"];

/** Success, optionally with data for the screen and a line to show. */
export function replySuccess<T = undefined>(payload?: T, message?: string, init?: number | ResponseInit) {
  const body: ReplySuccess<T> = { status: "success", ...(message ? { message } : {}), ...(payload === undefined ? {} : { data: payload }) };
  return data(body, init);
}

function fieldErrorsOf(error: DomainError): DomainFieldErrors {
  const listed = (error.details as { fieldErrors?: DomainFieldErrors } | undefined)?.fieldErrors;
  return listed && Object.keys(listed).length > 0 ? listed : { [error.field ?? FORM_ERROR_KEY]: [error.message] };
}

/** A rule violation as the failure envelope (with the submitted values to refill, if any), with its status; `headers` go with it (a sign-in's cookies). */
export function replyFailure(error: DomainError, submission?: AnySubmission, headers?: Headers) {
  const fieldErrors = fieldErrorsOf(error);
  const conform = submission?.reply({ fieldErrors, hideFields: SECRET_FIELDS });
  const body: ReplyFailure = {
    ...conform,
    status: "error",
    code: error.code,
    error: conform?.error ? (conform.error as ReplyFailure["error"]) : fieldErrors,
    ...(error.details !== undefined && !("fieldErrors" in (error.details as object)) ? { details: error.details } : {}),
  };
  // A rate limit's refusal says how long to wait (app/domain/rate-limit.server.ts rateLimited).
  const retryAfter = error.status === 429 ? (error.details as { retryAfter?: number } | undefined)?.retryAfter : undefined;
  const limit = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  if (!headers) return data(body, { status: error.status, ...(limit ? { headers: limit } : {}) });
  const sent = new Headers(headers); // several Set-Cookie headers need a Headers, not a record
  if (limit) sent.set("Retry-After", limit["Retry-After"]);
  return data(body, { status: error.status, headers: sent });
}

/** A schema's refusal of a submission: every field's messages, the values to refill, status 400. */
export function invalidSubmission(submission: AnySubmission) {
  const body: ReplyFailure = {
    ...submission.reply({ hideFields: SECRET_FIELDS }),
    status: "error",
    code: "invalid_input",
    error: (submission.status === "error" && submission.error ? submission.error : {}) as ReplyFailure["error"],
  };
  return data(body, { status: 400 });
}

/** The DomainError inside `error`, a refused body as one, or null for anything else (a bug: rethrow it). */
export function asDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof BodyError)
    return new DomainError(error.status === 413 ? "too_large" : "unreadable_body", error.message, { status: error.status });
  // The request was signed in when it began, but the account was erased before its write.
  if (isErasedAccount(error)) return new DomainError("account_erased", m.privacy_account_erased(), { status: 401 });
  return null;
}

/** In an action's catch: a rule violation becomes the failure reply; anything else is rethrown. */
export function errorReply(error: unknown, submission?: AnySubmission) {
  const domain = asDomainError(error);
  if (!domain) throw error;
  return replyFailure(domain, submission);
}

/**
 * The request's form within `limits` (plain forms by default; routes that take files pass
 * uploadLimits()). A body over a limit (413), not a form, or with a field holding NUL (400;
 * PostgreSQL text cannot store it) is thrown as a failure reply, so it is a 4xx however the action
 * handles its own errors. File parts are objects, not strings: their bytes are not looked at.
 */
export async function parseForm(request: Request, limits: BodyLimits = FORM_LIMITS): Promise<FormData> {
  const form = await parseFormBody(request, limits).catch((error: unknown) => {
    throw errorReply(error); // a BodyError becomes its 413/400 reply; anything else is rethrown
  });
  for (const [name, value] of form) {
    if (containsNul(name) || containsNul(value)) throw forbiddenCharacter();
  }
  return form;
}

/** The 400 for a value holding NUL (PostgreSQL text cannot store it), in a form or a JSON body. */
export function forbiddenCharacter() {
  return replyFailure(new DomainError("forbidden_character", forbiddenCharacterMessage()));
}

/**
 * parseForm, then Conform's parse with `schema`. Returns the form too, for file parts. A file over
 * the file limit makes the submission fail with the refusal on that file's own field (the part's
 * name, which is the input the form renders), beside the schema's own errors: the route answers
 * it like any refused form, with the seller's other values, never an error page.
 */
export async function parseSubmission<Schema extends z.ZodType>(request: Request, schema: Schema, limits: BodyLimits = FORM_LIMITS) {
  const form = await parseForm(request, limits);
  const submission = parseWithZod(form, { schema });
  const tooLarge: Record<string, string[]> = {};
  for (const file of oversizedFiles(form)) {
    const message = m.platform_file_too_large({ file: file.name, limit: formatBytes(limits.file) });
    tooLarge[file.field] = [...(tooLarge[file.field] ?? []), message];
  }
  return { form, submission: Object.keys(tooLarge).length ? withFieldErrors(submission, tooLarge) : submission };
}

/** `submission` failed, with `fieldErrors` added to whatever the schema said. */
function withFieldErrors<S extends AnySubmission>(submission: S, fieldErrors: Record<string, string[]>): S {
  const own = submission.status === "error" ? submission.error : null;
  return {
    status: "error",
    payload: submission.payload,
    error: { ...own, ...fieldErrors },
    reply: (options: Parameters<AnySubmission["reply"]>[0] = {}) => {
      const more = options && "fieldErrors" in options ? options.fieldErrors : undefined;
      return submission.reply({ ...options, fieldErrors: { ...fieldErrors, ...more } });
    },
  } as unknown as S;
}

/** A form's field, as its schema names it: a field the form does not have does not compile. */
export type FormField<Schema extends z.ZodType> = Extract<keyof NonNullable<z.input<Schema>>, string>;

type ListOf<Schema extends z.ZodType, List extends FormField<Schema>> =
  NonNullable<NonNullable<z.input<Schema>>[List]> extends ReadonlyArray<infer Item> ? Extract<keyof NonNullable<Item>, string> : never;

declare const listFieldOf: unique symbol;
/** A name made by listField for this schema's form. */
type ListFieldName<Schema> = string & { readonly [listFieldOf]: Schema };

/** A field of one item of a list of fieldsets, as Conform names it: `colors[0].images`. */
export const listField = <Schema extends z.ZodType, List extends FormField<Schema>>(
  _schema: Schema,
  list: List,
  index: number,
  field: ListOf<Schema, List>,
) => `${list}[${index}].${field}` as ListFieldName<Schema>;

/**
 * An image the intake refused (app/domain/images/images.server.ts imageRejected: it does not know the form)
 * put on the form's file field `field`, typed by the form's schema so it lands on a field the form
 * renders. Any other error is returned as it is.
 */
export function onImageField<Schema extends z.ZodType>(
  _schema: Schema,
  field: FormField<Schema> | ListFieldName<Schema>,
  error: unknown,
): unknown {
  if (!(error instanceof DomainError) || error.code !== "image_rejected") return error;
  return new DomainError(error.code, error.message, { status: error.status, field, details: error.details });
}

/**
 * Throws the 404 a loader or action answers for a record that is missing or belongs to someone
 * else (the two look the same); the error boundary shows the not-found page.
 */
export function throwNotFound(message: string): never {
  throw data(message, 404);
}
