// /admin/access-log: who read or changed personal data in the dashboards and here, newest first,
// for one person (as the one who looked or the one looked at) or one shop when filtered.
import { Form, useLoaderData, useSearchParams } from "react-router";
import { inputClass, PageTitle } from "~/components/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext } from "~/context";
import { accessSubjectLabel } from "~/domain/privacy/access-kinds";
import { listAccessLog } from "~/domain/privacy/access-log.server";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { formatDateTime } from "~/utils/dates";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/access-log";

export const meta: Route.MetaFunction = () => [{ title: "Access log · Admin · Haat" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return listAccessLog(context.get(servicesContext).db, {
    user: url.searchParams.get("user") ?? "",
    shop: url.searchParams.get("shop") ?? "",
    page: readPage(url.searchParams),
  });
}

export default function AdminAccessLog() {
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle hint={`Who read or changed personal data in the dashboards and this console; kept ${RETENTION_DAYS.accessLog} days.`}>
        Access log
      </PageTitle>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="log-user" className="block text-sm font-medium text-gray-700">
            User id
          </label>
          <input id="log-user" name="user" defaultValue={params.get("user") ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="log-shop" className="block text-sm font-medium text-gray-700">
            Shop
          </label>
          <input id="log-shop" name="shop" defaultValue={params.get("shop") ?? ""} placeholder="handle" className={inputClass} />
        </div>
        <button type="submit" className={buttonVariants({ variant: "primary", size: "sm" })}>
          Filter
        </button>
      </Form>
      <p className="mb-2 text-sm text-gray-600">
        {total.toLocaleString("en-IN")} {total === 1 ? "entry" : "entries"}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">Nothing logged.</p>
      ) : (
        <ul aria-label="Entries" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {rows.map((r) => (
            <li key={r.id} className="p-3">
              <p className="font-medium">
                {r.actorRole} {r.actorEmail ?? <span className="break-all font-mono text-xs">{r.actorUserId}</span>} · {r.action}{" "}
                {accessSubjectLabel(r.subjectKind)}
                {r.shop ? ` · /${r.shop}` : ""}
              </p>
              <p className="break-all text-gray-600">
                {formatDateTime(r.createdAt)} · {r.ipAddress ?? "address unknown"}
                {r.subjectUserId ? ` · person ${r.subjectUserId}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={params} size="sm" />
    </>
  );
}
