// Shared plumbing for actions: bounded form parsing and turning rule violations into 4xx replies.
import { data } from "react-router";
import type { z } from "zod";

export class RequestTooLarge extends Error {
  readonly status = 413;
}

/** Parses a form body, refusing bodies over `maxBytes` before reading them (uploads included). */
export async function readForm(request: Request, maxBytes = 1024 * 1024): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > maxBytes) throw new RequestTooLarge(`The upload is too large (limit ${Math.round(maxBytes / (1024 * 1024))} MB).`);
  return parseForm(request);
}

/** A 400 to throw from an action or loader: the error boundary shows `error` (see root.tsx). */
export function badRequest(error: string) {
  return data({ ok: false as const, error }, { status: 400, statusText: "Bad Request" });
}

export const UNREADABLE_FORM = "This form could not be read. Please reload the page and try again.";
export const FORBIDDEN_CHARACTER = "The request contains a character that is not allowed (NUL).";

/** Whether any string (or key) in a parsed body holds NUL. Iterative: deep JSON cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Every action's form parsing. A body that is not a form (JSON, text, truncated multipart) or a
 * field holding NUL (PostgreSQL text cannot store it) is answered 400 right here: thrown as a
 * response, so it is a 4xx whichever way the action handles its own errors. (File parts are
 * objects, not strings: their bytes are not looked at.)
 */
export async function parseForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(UNREADABLE_FORM);
  }
  for (const [name, value] of form) {
    if (containsNul(name) || containsNul(value)) throw badRequest(FORBIDDEN_CHARACTER);
  }
  return form;
}

/** A file field as bytes, or undefined when none was chosen. */
export async function fileBytes(form: FormData, name: string): Promise<Uint8Array | undefined> {
  const value = form.get(name);
  if (!(value instanceof File) || value.size === 0) return undefined;
  return new Uint8Array(await value.arrayBuffer());
}

export type ActionResult = { ok: true; message?: string } | { ok: false; error: string };

/** The first problem of a zod result, as the message a person sees. */
export function zodMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form.";
}

/**
 * Runs an action body; errors that carry a 4xx `status` (DomainError, ImageRejectedError,
 * CatalogError, RequestTooLarge) become `{ ok: false, error }` with that status. Others are bugs.
 */
export async function handleAction(run: () => Promise<ActionResult>) {
  try {
    const result = await run();
    return data(result, result.ok ? 200 : 400);
  } catch (error) {
    return errorReply(error);
  }
}

/** An error carrying a 4xx `status` as `{ ok: false, error }` with that status; anything else is rethrown. */
export function errorReply(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof Error && typeof status === "number" && status >= 400 && status < 500) {
    return data({ ok: false as const, error: error.message }, status);
  }
  throw error;
}
