// The one shape every action answers with (docs/decisions/0069-one-error-and-reply.md). It is
// Conform's SubmissionResult plus `code` (and `data` on success), so a Conform form passes it
// straight to `useForm({ lastResult })`; fetchers and plain forms read it with the helpers below.
import type { SubmissionResult } from "@conform-to/react";

/** Messages per field name; "" holds the messages for the whole form (Conform's form errors). */
export type FieldErrors = Record<string, string[] | null>;

export type ReplySuccess<T = undefined> = SubmissionResult<string[]> & { status: "success"; message?: string; data?: T };

export type ReplyFailure = SubmissionResult<string[]> & {
  status: "error";
  /** Stable, machine-readable (a translated UI words it); see DomainError. */
  code: string;
  error: FieldErrors;
  /** Data the screen needs to recover (e.g. the live stock after a conflict). */
  details?: unknown;
};

export type Reply<T = undefined> = ReplySuccess<T> | ReplyFailure;

export const FORM_ERROR_KEY = "";

export function isFailure(reply: unknown): reply is ReplyFailure {
  return Boolean(reply && typeof reply === "object" && (reply as { status?: unknown }).status === "error");
}

export function isSuccess<T>(reply: Reply<T> | undefined | null): reply is ReplySuccess<T> {
  return reply?.status === "success";
}

/** The message for the whole form, else the first field message: for screens that show one line. */
export function failureMessage(reply: unknown): string | null {
  if (!isFailure(reply)) return null;
  const formLevel = reply.error[FORM_ERROR_KEY]?.[0];
  if (formLevel) return formLevel;
  for (const messages of Object.values(reply.error)) if (messages?.[0]) return messages[0];
  return null;
}

/** A reply's success line, if it has one. */
export function successMessage(reply: unknown): string | null {
  return reply && typeof reply === "object" && (reply as { status?: unknown }).status === "success"
    ? ((reply as ReplySuccess<unknown>).message ?? null)
    : null;
}

/**
 * The reply if it answers the form that posted `intent` (its refilled values on a failure, its
 * data on a success), else undefined: for pages with several forms posting to one action.
 */
export function replyForIntent(reply: unknown, intent: string): Reply<unknown> | undefined {
  const r = reply as { initialValue?: { intent?: unknown } | null; data?: { intent?: unknown } } | undefined;
  return r?.initialValue?.intent === intent || r?.data?.intent === intent ? (reply as Reply<unknown>) : undefined;
}
