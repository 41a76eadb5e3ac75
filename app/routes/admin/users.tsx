import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { ActionNotice, inputClass, PageTitle } from "~/components/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { adminContext, servicesContext } from "~/context";
import { AdminRoleSchema, recentRoleChanges, searchUsers, setAdmin } from "~/domain/admin/users.server";
import { logAccess } from "~/http/access-log.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { formatDateTime } from "~/utils/dates";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = context.get(adminContext);
  const url = new URL(request.url);
  const { db } = context.get(servicesContext);
  const [found, changes] = await Promise.all([
    searchUsers(db, { q: url.searchParams.get("q") ?? "", page: readPage(url.searchParams) }),
    recentRoleChanges(db),
    logAccess(context, request, "admin", { action: "read", subjectKind: "users" }),
  ]);
  return { ...found, me: me.id, changes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminContext);
  const { submission } = await parseSubmission(request, AdminRoleSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const { changed, role } = await setAdmin(context.get(servicesContext).db, me.id, submission.value);
    if (changed) {
      const { userId } = submission.value;
      await logAccess(context, request, "admin", { action: "change", subjectKind: "user", subjectId: userId, subjectUserId: userId });
    }
    return replySuccess(undefined, changed ? `Role changed to ${role}.` : "Nothing to change.");
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function AdminUsers() {
  const { users, total, page, pageCount, me, changes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle hint={`${total.toLocaleString("en-IN")} accounts`}>Users</PageTitle>
      <Form method="get" role="search" className="mb-4 flex gap-2">
        <label htmlFor="user-q" className="sr-only">
          Search users
        </label>
        <input id="user-q" name="q" type="search" defaultValue={params.get("q") ?? ""} placeholder="Name or email" className={inputClass} />
        <button type="submit" className={buttonVariants({ variant: "primary", size: "sm" })}>
          Search
        </button>
      </Form>
      <ActionNotice result={result} />
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {users.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium">
                {u.name} {u.id === me ? <span className="text-sm font-normal text-gray-500">(you)</span> : null}
              </p>
              <p className="truncate text-sm text-gray-600">
                {u.email} · <span className="font-medium">{u.role}</span>
                {u.shop ? ` · /${u.shop}` : ""}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="userId" value={u.id} />
              <input type="hidden" name="admin" value={u.role === "admin" ? "false" : "true"} />
              <button type="submit" className={buttonVariants({ size: "sm" })}>
                {u.role === "admin" ? "Revoke admin" : "Make admin"}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} search={params} size="sm" />
      <section aria-labelledby="role-history" className="mt-8">
        <h2 id="role-history" className="mb-2 font-semibold">
          Recent role changes
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-gray-600">No role changes yet.</p>
        ) : (
          <ul className="space-y-1 text-sm text-gray-700">
            {changes.map((c) => (
              <li key={c.id}>
                {formatDateTime(c.createdAt)}: {c.actorEmail ?? "someone"} changed {c.userEmail} from {c.fromRole} to {c.toRole}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
