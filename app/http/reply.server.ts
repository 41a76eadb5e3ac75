// Route support for the reply protocol (app/utils/reply.ts): parse a form with its schema, answer
// success, and turn a DomainError (or a refused body) into the failure envelope with its status.
// Domain code never sees Request or Response; this is where they meet.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { DomainError, type FieldErrors as DomainFieldErrors } from "~/domain/errors";
import { containsNul, forbiddenCharacterMessage } from "~/utils/nul";
import { FORM_ERROR_KEY, type ReplyFailure, type ReplySuccess } from "~/utils/reply";
import { BodyError, type BodyLimits, FORM_LIMITS, parseFormBody } from "./body.server";

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

/** A rule violation as the failure envelope (with the submitted values to refill, if any), with its status. */
export function replyFailure(error: DomainError, submission?: AnySubmission) {
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
  return data(body, { status: error.status, ...(retryAfter ? { headers: { "Retry-After": String(retryAfter) } } : {}) });
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

/** parseForm, then Conform's parse with `schema`. Returns the form too, for file parts. */
export async function parseSubmission<Schema extends z.ZodType>(request: Request, schema: Schema, limits: BodyLimits = FORM_LIMITS) {
  const form = await parseForm(request, limits);
  return { form, submission: parseWithZod(form, { schema }) };
}

/**
 * Throws the 404 a loader or action answers for a record that is missing or belongs to someone
 * else (the two look the same); the error boundary shows the not-found page.
 */
export function throwNotFound(message: string): never {
  throw data(message, 404);
}
