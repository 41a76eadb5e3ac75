// Shared plumbing for actions: bounded form parsing and turning rule violations into 4xx replies.
import { data } from "react-router";
import { BodyError, type BodyLimits, FORM_LIMITS, parseFormBody, UNREADABLE_FORM } from "~/http/body.server";
import { containsNul, FORBIDDEN_CHARACTER } from "./nul";

export { containsNul, FORBIDDEN_CHARACTER } from "./nul";
export { UNREADABLE_FORM };

/** A 400 to throw from an action or loader: the error boundary shows `error` (see root.tsx). */
export function badRequest(error: string) {
  return data({ ok: false as const, error }, { status: 400, statusText: "Bad Request" });
}

/** Refusals thrown by parseForm: errorReply hands them back as the action's answer (a form error). */
const formRefusals = new WeakSet<object>();

function refuse(status: number, error: string) {
  const refusal = data({ ok: false as const, error }, { status, statusText: status === 413 ? "Content Too Large" : "Bad Request" });
  formRefusals.add(refusal);
  return refusal;
}

/** The status of a refusal thrown by parseForm (413 or 400), or null for anything else. */
export function refusalStatus(error: unknown): number | null {
  return error && typeof error === "object" && formRefusals.has(error) ? ((error as ReturnType<typeof refuse>).init?.status ?? null) : null;
}

/**
 * Every action's form parsing, within the route's body limits (plain forms by default; routes that
 * take files pass uploadLimits()). A body over a limit is a 413 naming it; one that is not a form
 * (JSON, text, truncated multipart) or has a field holding NUL (PostgreSQL text cannot store it) is
 * a 400. Thrown as a response, so it is a 4xx whichever way the action handles its own errors.
 * (File parts are objects, not strings: their bytes are not looked at.)
 */
export async function parseForm(request: Request, limits: BodyLimits = FORM_LIMITS): Promise<FormData> {
  let form: FormData;
  try {
    form = await parseFormBody(request, limits);
  } catch (error) {
    if (error instanceof BodyError) throw refuse(error.status, error.message);
    throw error;
  }
  for (const [name, value] of form) {
    if (containsNul(name) || containsNul(value)) throw refuse(400, FORBIDDEN_CHARACTER);
  }
  return form;
}

/**
 * The file chosen in a file input, or undefined when none was: an input left empty sends a nameless
 * empty part. A chosen file that is empty is returned, so the image rules refuse it like any other
 * unusable file instead of the form saving without it.
 */
export function chosenFile(form: FormData, name: string): File | undefined {
  return chosenFiles(form, name)[0];
}

/** Every file chosen under `name` (a multiple file input), in order. */
export function chosenFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && (value.name !== "" || value.size > 0));
}

/** A file field as bytes, or undefined when none was chosen (see chosenFile). */
export async function fileBytes(form: FormData, name: string): Promise<Uint8Array | undefined> {
  const file = chosenFile(form, name);
  return file && new Uint8Array(await file.arrayBuffer());
}

/** An error carrying a 4xx `status` as `{ ok: false, error }` with that status; anything else is rethrown. */
export function errorReply(error: unknown) {
  if (error && typeof error === "object" && formRefusals.has(error)) return error as ReturnType<typeof refuse>;
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof Error && typeof status === "number" && status >= 400 && status < 500) {
    return data({ ok: false as const, error: error.message }, status);
  }
  throw error;
}
