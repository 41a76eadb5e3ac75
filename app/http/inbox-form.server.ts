// The contact, feedback and data-rights request forms' action: parse, count against the form's rate limit, store, answer
// with the reply envelope. A store that fails is ours, not the person's: logged, 500, a sentence.
import { data } from "react-router";
import type { z } from "zod";
import { type RouteContext, servicesContext } from "~/context";
import { type ADDRESS_CEILINGS, enforceSenderLimit } from "~/domain/rate-limit.server";
import { FORM_ERROR_KEY, type ReplyFailure } from "~/utils/reply";
import { formSender } from "./rate-limit.server";
import { asDomainError, errorReply, invalidSubmission, parseSubmission, replySuccess } from "./reply.server";

export async function inboxFormAction<Schema extends z.ZodObject>(
  context: RouteContext,
  request: Request,
  form: {
    schema: Schema;
    limit: keyof typeof ADDRESS_CEILINGS;
    store: (value: z.output<Schema>) => Promise<unknown>;
    success: string;
    failure: string;
  },
) {
  const { submission } = await parseSubmission(request, form.schema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { db, env, log } = context.get(servicesContext);
  const { sender, setCookie } = await formSender(context, request);
  // Every answer gives a cookieless browser its id, so its next message counts as its own.
  const withCookie = <T extends { init: ResponseInit | null }>(reply: T): T => {
    if (!setCookie) return reply;
    const headers = new Headers(reply.init?.headers);
    headers.append("Set-Cookie", setCookie);
    reply.init = { ...reply.init, headers };
    return reply;
  };
  try {
    await enforceSenderLimit(db, env, form.limit, sender);
  } catch (error) {
    return withCookie(errorReply(error, submission));
  }
  try {
    await form.store(submission.value as z.output<Schema>);
  } catch (error) {
    // The form's own refusal (a field the store checks against the database) is the person's to fix.
    if (asDomainError(error)) return withCookie(errorReply(error, submission));
    log.error({ err: error }, `${form.limit} message could not be stored`);
    const body: ReplyFailure = { status: "error", code: "not_stored", error: { [FORM_ERROR_KEY]: [form.failure] } };
    return withCookie(data(body, 500));
  }
  return withCookie(replySuccess(undefined, form.success));
}
