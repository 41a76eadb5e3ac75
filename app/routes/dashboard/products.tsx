// Products: the shop's catalogue with search and an active/inactive filter (kept in the URL), and
// one action for the row buttons (duplicate, activate/deactivate, delete) chosen by `intent`.
import { Form, Link, redirect, useFetcher, useLoaderData, useLocation } from "react-router";
import { z } from "zod";
import { GstRateNotice } from "~/components/dashboard/gst-rate-notice";
import { HsnMissingList } from "~/components/dashboard/hsn-missing";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { WasPrice } from "~/components/shop/price";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import type { MainCategory } from "~/db/schema/values";
import { mainCategoryLabel } from "~/domain/catalog/constants";
import { dismissRateChanges, pendingRateChanges } from "~/domain/catalog/gst-rate-changes.server";
import { duplicateProduct, removeProduct, setProductActive } from "~/domain/catalog/products.server";
import { productsWithoutHsn } from "~/domain/catalog/products-without-hsn.server";
import { listSellerProducts } from "~/domain/catalog/seller-products.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: m.dash_meta_page({ page: m.dash_products_title() }) }];

const STATUSES = ["all", "active", "inactive"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status");
  const status = STATUSES.find((s) => s === rawStatus) ?? "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = readPage(url.searchParams);
  const { db } = context.get(servicesContext);
  const regular = shop.gstStatus === "regular";
  const [result, missingHsn, rateChanges] = await Promise.all([
    listSellerProducts(db, shop.id, { q, status, page }),
    regular ? productsWithoutHsn(db, shop.id) : null,
    pendingRateChanges(db, shop.id),
  ]);
  return { ...result, q, status, handle: shop.handle, regular, missingHsn, rateChanges };
}

const ProductAction = z.object({
  intent: z.enum(["duplicate", "activate", "deactivate", "delete", "dismiss-rate-changes"], { error: () => m.dash_unknown_action() }),
  productId: z.string().default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { submission } = await parseSubmission(request, ProductAction);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { intent, productId: id } = submission.value;
  const { db } = context.get(servicesContext);
  try {
    switch (intent) {
      case "duplicate": {
        const copy = await duplicateProduct(db, shop.id, id);
        return redirect(`/${shop.handle}/dashboard/products/${copy.id}?copied=1`);
      }
      case "activate":
      case "deactivate": {
        const active = intent === "activate";
        await setProductActive(db, shop.id, id, active);
        return replySuccess(undefined, active ? m.dash_product_active_now() : m.dash_product_hidden_now());
      }
      case "delete": {
        const outcome = await removeProduct(db, shop.id, id);
        return replySuccess(undefined, outcome === "deleted" ? m.dash_product_deleted() : m.dash_product_deactivated_instead());
      }
      case "dismiss-rate-changes":
        await dismissRateChanges(db, shop.id);
        return replySuccess(undefined, m.dash_rate_changes_hidden());
    }
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function Products() {
  const { products, q, status, page, pageCount, total, handle, regular, missingHsn, rateChanges } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const base = `/${handle}/dashboard/products`;
  return (
    <>
      <PageHeader title={m.dash_products_title()}>
        <Link to={`${base}/import`} className={buttonVariants()}>
          {m.dash_import_csv()}
        </Link>
        {/* A download, not a page: the browser must fetch it as a document. */}
        <a href={`${base}/export.csv`} download className={buttonVariants()}>
          {m.dash_export_csv()}
        </a>
        <Link to={`${base}/new`} className={buttonVariants({ variant: "primary" })}>
          {m.dash_add_product()}
        </Link>
      </PageHeader>
      <GstRateNotice changes={rateChanges} />
      {missingHsn ? (
        <div className="mb-4">
          <HsnMissingList missing={missingHsn} handle={handle} />
        </div>
      ) : null}
      <Form method="get" role="search" className="mb-3 flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="product-q">
          {m.dash_search_products()}
        </label>
        <input id="product-q" type="search" name="q" defaultValue={q} placeholder={m.dash_products_placeholder()} className={inputClass} />
        <label className="sr-only" htmlFor="product-status">
          {m.dash_show()}
        </label>
        <select id="product-status" name="status" defaultValue={status} className={`${inputClass} sm:w-40`}>
          <option value="all">{m.dash_filter_all()}</option>
          <option value="active">{m.dash_active()}</option>
          <option value="inactive">{m.dash_inactive()}</option>
        </select>
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {m.dash_search()}
        </button>
      </Form>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {(total === 1 ? m.dash_count_products_one : m.dash_count_products_other)({ count: total })}
      </p>
      {products.length === 0 ? (
        <Card>
          <p className="text-gray-600">{q || status !== "all" ? m.dash_no_products_match() : m.dash_no_products_yet()}</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {products.map((p) => (
            <ProductRow key={p.id} product={p} href={`${base}/${p.id}`} regular={regular} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["products"][number];

function ProductRow({ product: p, href, regular }: { product: Row; href: string; regular: boolean }) {
  const fetcher = useFetcher<typeof action>();
  useReplyToast(fetcher);
  const busy = fetcher.state !== "idle";
  const button = (intent: string, label: string, cls = buttonVariants()) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={cls}
      aria-label={m.dash_action_name({ action: label, name: p.name })}
      onClick={(e) => {
        if (intent === "delete" && !window.confirm(m.dash_confirm_delete_product({ name: p.name }))) e.preventDefault();
      }}
    >
      {label}
    </button>
  );
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
      <div className="flex gap-3">
        {p.imageKey ? (
          <img src={imageUrl(p.imageKey, 320)} alt="" className="h-16 w-16 shrink-0 rounded-md object-cover" />
        ) : (
          <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-gray-100 text-xs text-gray-500">
            {m.dash_no_image()}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <Link to={href} className="font-medium hover:underline">
            {p.name}
          </Link>
          <p className="text-sm text-gray-600">
            {mainCategoryLabel(p.main as MainCategory)} ·{" "}
            {p.salePricePaise != null ? (
              <>
                {formatPaise(p.salePricePaise)} <WasPrice pricePaise={p.pricePaise} />
              </>
            ) : (
              formatPaise(p.pricePaise)
            )}{" "}
            · {m.dash_in_stock({ count: p.totalStock })}
          </p>
          <span
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${p.active ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}`}
          >
            {p.active ? m.dash_active() : m.dash_inactive()}
          </span>
          {regular ? <HsnBadge own={p.hsnCode} fromCategory={p.categoryHsn} /> : null}
        </div>
      </div>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="productId" value={p.id} />
        <Link to={href} className={buttonVariants()} aria-label={m.dash_edit_name({ name: p.name })}>
          {m.dash_edit()}
        </Link>
        {button("duplicate", m.dash_duplicate())}
        {p.active ? button("deactivate", m.dash_deactivate()) : button("activate", m.dash_activate())}
        {button("delete", m.dash_delete(), buttonVariants({ variant: "danger" }))}
      </fetcher.Form>
    </li>
  );
}

/** Where the HSN an invoice would print comes from: the product, its category, or nowhere yet. */
function HsnBadge({ own, fromCategory }: { own: string | null; fromCategory: string | null }) {
  const [text, cls] = own
    ? [m.dash_product_hsn({ hsn: own }), "bg-gray-100 text-gray-700"]
    : fromCategory
      ? [m.dash_product_hsn_category({ hsn: fromCategory }), "bg-gray-100 text-gray-700"]
      : [m.dash_product_hsn_missing(), "bg-amber-100 text-amber-900"];
  return <span className={`mt-1 ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{text}</span>;
}
