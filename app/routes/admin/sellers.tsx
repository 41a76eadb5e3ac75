import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { ActionNotice, inputClass, PageTitle } from "~/components/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext } from "~/context";
import { listSellers, ShopStatusSchema, setShopStatus } from "~/domain/admin/sellers.server";
import { logAccess } from "~/http/access-log.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { formatDate } from "~/utils/dates";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/sellers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The list shows each owner's name and e-mail.
  const [found] = await Promise.all([
    listSellers(context.get(servicesContext).db, { q: url.searchParams.get("q") ?? "", page: readPage(url.searchParams) }),
    logAccess(context, request, "admin", { action: "read", subjectKind: "sellers" }),
  ]);
  return found;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission } = await parseSubmission(request, ShopStatusSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const shop = await setShopStatus(context.get(servicesContext).db, submission.value);
    return replySuccess(undefined, shop.status === "suspended" ? `/${shop.handle} is suspended.` : `/${shop.handle} is open again.`);
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function AdminSellers() {
  const { sellers, total, page, pageCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageTitle hint={`${total.toLocaleString("en-IN")} shops`}>Sellers</PageTitle>
      <Form method="get" role="search" className="mb-4 flex gap-2">
        <label htmlFor="seller-q" className="sr-only">
          Search shops
        </label>
        <input
          id="seller-q"
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          placeholder="Shop, handle, owner or email"
          className={inputClass}
        />
        <button type="submit" className={buttonVariants({ variant: "primary", size: "sm" })}>
          Search
        </button>
      </Form>
      <ActionNotice result={result} />
      {sellers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          No shops match your search.
        </p>
      ) : (
        <ul className="space-y-3">
          {sellers.map((s) => (
            <li key={s.id} className="rounded-lg border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold">
                    {s.shopName}{" "}
                    {s.status === "suspended" ? (
                      <span className="ml-1 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">Suspended</span>
                    ) : null}
                  </h2>
                  <p className="text-sm text-gray-600">
                    <a href={`/${s.handle}`} className="text-brand-700 underline">
                      /{s.handle}
                    </a>{" "}
                    · {s.ownerName || "—"} · {s.email || "—"}
                  </p>
                  <p className="mt-1 text-sm text-gray-600">
                    {s.products} products · {s.orders} orders · joined {formatDate(s.createdAt)}
                  </p>
                  {s.suspendedReason ? <p className="mt-1 text-sm text-red-700">Reason: {s.suspendedReason}</p> : null}
                </div>
                {s.status === "active" ? (
                  <Form method="post" className="flex w-full flex-wrap gap-2 sm:w-auto">
                    <input type="hidden" name="sellerId" value={s.id} />
                    <input type="hidden" name="status" value="suspended" />
                    <label htmlFor={`reason-${s.id}`} className="sr-only">
                      Reason for suspending {s.shopName}
                    </label>
                    <input
                      id={`reason-${s.id}`}
                      name="reason"
                      required
                      minLength={3}
                      placeholder="Reason"
                      className={`${inputClass} sm:w-56`}
                    />
                    <button type="submit" disabled={busy} className={buttonVariants({ size: "sm" })}>
                      Suspend
                    </button>
                  </Form>
                ) : s.status === "closed" ? (
                  // Closed by its owner: only the owner reopens it, from the dashboard.
                  <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">Closed by the owner</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="sellerId" value={s.id} />
                    <input type="hidden" name="status" value="active" />
                    <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary", size: "sm" })}>
                      Reinstate
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={params} size="sm" />
    </>
  );
}
