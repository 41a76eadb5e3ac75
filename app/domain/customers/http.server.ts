// Turns the customer-facing domain errors into 4xx replies with the message the form shows.
import { data } from "react-router";
import { DomainError } from "~/domain/errors";
import { BodyError, readBodyText } from "~/http/body.server";
import { badRequest, containsNul, FORBIDDEN_CHARACTER } from "~/utils/actions.server";

export function errorReply(error: unknown) {
  if (error instanceof DomainError) {
    return data({ ok: false as const, error: error.message }, { status: error.status });
  }
  throw error;
}

/** Fetcher endpoints answer 401 with a message instead of redirecting to a login page. */
export const notSignedIn = (message = "Please log in and select a profile.") =>
  data({ ok: false as const, error: message }, { status: 401 });

/**
 * A JSON body, or null when it is not JSON; a body over the JSON limit is a 413, a string holding
 * NUL a 400 (PostgreSQL cannot store it).
 */
export async function readJson(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyError) throw data({ ok: false as const, error: error.message }, { status: error.status });
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (containsNul(body)) throw badRequest(FORBIDDEN_CHARACTER);
  return body;
}
