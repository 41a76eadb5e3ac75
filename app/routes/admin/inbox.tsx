import { Form, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { ActionNotice, PageTitle } from "~/components/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { servicesContext } from "~/context";
import type { PrivacyRequestKind } from "~/db/schema/values";
import { InboxHandledSchema, listInbox, setHandled } from "~/domain/admin/inbox.server";
import { logAccess } from "~/http/access-log.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { formatDate, formatDateTime } from "~/utils/dates";
import type { Route } from "./+types/inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const show = new URL(request.url).searchParams.get("show") === "all" ? "all" : "open";
  const [entries] = await Promise.all([
    listInbox(context.get(servicesContext).db, { show }),
    logAccess(context, request, "admin", { action: "read", subjectKind: "inbox" }),
  ]);
  return { show, entries };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission } = await parseSubmission(request, InboxHandledSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await setHandled(context.get(servicesContext).db, submission.value);
    return replySuccess(undefined, submission.value.handled ? "Marked as handled." : "Marked as open.");
  } catch (error) {
    return errorReply(error, submission);
  }
}

/** A data-rights request's kind, as the admin reads it. */
const REQUEST_KINDS = {
  access: "a copy of their data",
  correction: "correct their data",
  erasure: "delete their data",
  consent: "withdraw consent",
  grievance: "grievance or nomination",
} satisfies Record<PrivacyRequestKind, string>;

export default function AdminInbox() {
  const { show, entries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const tab = (value: "open" | "all", label: string) => (
    <Link
      to={value === "all" ? "?show=all" : "?"}
      aria-current={show === value ? "page" : undefined}
      className={`rounded-full px-3 py-1 text-sm font-medium ${show === value ? "bg-brand-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageTitle hint="Data-rights requests and grievances first, overdue ones at the top, then soonest due; then contact messages and feedback, newest first.">
        Inbox
      </PageTitle>
      <div className="mb-4 flex gap-2">
        {tab("open", "Open")}
        {tab("all", "All")}
      </div>
      <ActionNotice result={result} />
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          {params.get("show") === "all" ? "No messages yet." : "Nothing waiting: every message is handled."}
        </p>
      ) : (
        <ul className="space-y-3">
          {entries.map((e) => (
            <li
              key={`${e.kind}-${e.id}`}
              className={`rounded-lg border bg-white p-4 ${e.request?.overdue ? "border-red-300 ring-1 ring-red-200" : "border-gray-200"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-medium uppercase tracking-wide text-gray-500">
                    {e.request ? `Data-rights request: ${REQUEST_KINDS[e.request.kind]}` : e.kind === "help" ? "Help request" : "Feedback"}
                    {e.shop ? ` · /${e.shop}` : ""} · {formatDateTime(e.createdAt)}
                    {e.handledAt ? " · handled" : ""}
                  </p>
                  {e.request && !e.handledAt ? (
                    <p className={`mt-1 text-sm font-semibold ${e.request.overdue ? "text-red-700" : "text-gray-700"}`}>
                      {e.request.overdue ? "OVERDUE · " : ""}Answer by {formatDate(e.request.dueAt)}
                    </p>
                  ) : null}
                  <h2 className="mt-1 font-semibold">
                    {e.name}
                    {e.email ? <span className="font-normal text-gray-600"> &lt;{e.email}&gt;</span> : null}
                  </h2>
                  <p className="mt-1 whitespace-pre-line text-gray-800">{e.message}</p>
                </div>
                <div className="flex gap-2">
                  {e.email ? (
                    <a
                      href={`mailto:${e.email}?subject=${encodeURIComponent(e.request ? "Re: your data-rights request" : "Re: your message to Haat")}`}
                      className={buttonVariants({ size: "sm" })}
                    >
                      Reply by email
                    </a>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="kind" value={e.kind} />
                    <input type="hidden" name="id" value={e.id} />
                    <input type="hidden" name="handled" value={e.handledAt ? "false" : "true"} />
                    <button type="submit" className={buttonVariants({ size: "sm" })}>
                      {e.handledAt ? "Reopen" : "Mark handled"}
                    </button>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
