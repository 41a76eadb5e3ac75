// Route support for the JSON endpoints (cart refresh, checkout) and the fetcher endpoints that
// answer a signed-out person with a message instead of a login redirect. Both answer in the reply
// envelope (app/utils/reply.ts).

import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { containsNul } from "~/utils/nul";
import { readBodyText } from "./body.server";
import { errorReply, forbiddenCharacter, replyFailure } from "./reply.server";

/** Fetcher endpoints answer 401 with a message instead of redirecting to a login page. */
export const notSignedIn = (message: string = m.platform_not_signed_in()) =>
  replyFailure(new DomainError("not_signed_in", message, { status: 401 }));

/**
 * A JSON body, or null when it is not JSON. A body over the JSON limit is thrown as a 413 failure
 * reply, a string holding NUL as a 400 (PostgreSQL cannot store it).
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request).catch((error: unknown) => {
    throw errorReply(error); // a BodyError becomes its 413/400 reply; anything else is rethrown
  });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (containsNul(body)) throw forbiddenCharacter();
  return body;
}
