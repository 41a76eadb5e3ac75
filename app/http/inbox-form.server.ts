// The contact and feedback forms' action: parse, count against the form's rate limit, store, answer
// with the reply envelope. A store that fails is ours, not the person's: logged, 500, a sentence.
import { data } from "react-router";
import type { z } from "zod";
import { type RouteContext, servicesContext } from "~/context";
import { enforceRateLimit, type LIMITED_FORMS } from "~/domain/rate-limit.server";
import { FORM_ERROR_KEY, type ReplyFailure } from "~/utils/reply";
import { clientIp } from "./rate-limit.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "./reply.server";

export async function inboxFormAction<Schema extends z.ZodObject>(
  context: RouteContext,
  request: Request,
  form: {
    schema: Schema;
    limit: keyof typeof LIMITED_FORMS;
    store: (value: z.output<Schema>) => Promise<unknown>;
    success: string;
    failure: string;
  },
) {
  const { submission } = await parseSubmission(request, form.schema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { db, env, log } = context.get(servicesContext);
  try {
    await enforceRateLimit(db, env, form.limit, `ip:${clientIp(request)}`);
  } catch (error) {
    return errorReply(error, submission);
  }
  try {
    await form.store(submission.value as z.output<Schema>);
  } catch (error) {
    log.error({ err: error }, `${form.limit} message could not be stored`);
    const body: ReplyFailure = { status: "error", code: "not_stored", error: { [FORM_ERROR_KEY]: [form.failure] } };
    return data(body, 500);
  }
  return replySuccess(undefined, form.success);
}
