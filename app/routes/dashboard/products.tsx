// Products: the shop's catalogue with search and an active/inactive filter (kept in the URL), and
// one action for the row buttons (duplicate, activate/deactivate, delete) chosen by `intent`.
import { Form, Link, redirect, useFetcher, useLoaderData, useLocation } from "react-router";
import { z } from "zod";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { WasPrice } from "~/components/shop/price";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { MAIN_CATEGORY_LABELS } from "~/domain/catalog/constants";
import { duplicateProduct, listSellerProducts, removeProduct, setProductActive } from "~/domain/catalog/products.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products · Dashboard" }];

const STATUSES = ["all", "active", "inactive"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status");
  const status = STATUSES.find((s) => s === rawStatus) ?? "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = readPage(url.searchParams);
  const result = await listSellerProducts(context.get(servicesContext).db, shop.id, { q, status, page });
  return { ...result, q, status, handle: shop.handle };
}

const ProductAction = z.object({
  intent: z.enum(["duplicate", "activate", "deactivate", "delete"], "Unknown action."),
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
        return replySuccess(undefined, active ? "Product is now active." : "Product is now hidden from shoppers.");
      }
      case "delete": {
        const outcome = await removeProduct(db, shop.id, id);
        return replySuccess(
          undefined,
          outcome === "deleted" ? "Product deleted." : "Orders refer to this product, so it was deactivated instead of deleted.",
        );
      }
    }
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function Products() {
  const { products, q, status, page, pageCount, total, handle } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const base = `/${handle}/dashboard/products`;
  return (
    <>
      <PageHeader title="Products">
        <Link to={`${base}/import`} className={buttonVariants()}>
          Import CSV
        </Link>
        {/* A download, not a page: the browser must fetch it as a document. */}
        <a href={`${base}/export.csv`} download className={buttonVariants()}>
          Export CSV
        </a>
        <Link to={`${base}/new`} className={buttonVariants({ variant: "primary" })}>
          Add product
        </Link>
      </PageHeader>
      <Form method="get" role="search" className="mb-3 flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="product-q">
          Search products
        </label>
        <input id="product-q" type="search" name="q" defaultValue={q} placeholder="Name, colour or size" className={inputClass} />
        <label className="sr-only" htmlFor="product-status">
          Show
        </label>
        <select id="product-status" name="status" defaultValue={status} className={`${inputClass} sm:w-40`}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          Search
        </button>
      </Form>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {total} {total === 1 ? "product" : "products"}
      </p>
      {products.length === 0 ? (
        <Card>
          <p className="text-gray-600">{q || status !== "all" ? "No products match." : "No products yet. Add your first one."}</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {products.map((p) => (
            <ProductRow key={p.id} product={p} href={`${base}/${p.id}`} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["products"][number];

function ProductRow({ product: p, href }: { product: Row; href: string }) {
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
      aria-label={`${label} ${p.name}`}
      onClick={(e) => {
        if (intent === "delete" && !window.confirm(`Delete ${p.name}? A product with orders is deactivated instead.`)) e.preventDefault();
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
          <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-gray-100 text-xs text-gray-500">No Image</div>
        )}
        <div className="min-w-0 flex-1">
          <Link to={href} className="font-medium hover:underline">
            {p.name}
          </Link>
          <p className="text-sm text-gray-600">
            {MAIN_CATEGORY_LABELS[p.main as keyof typeof MAIN_CATEGORY_LABELS]} ·{" "}
            {p.salePricePaise != null ? (
              <>
                {formatPaise(p.salePricePaise)} <WasPrice pricePaise={p.pricePaise} />
              </>
            ) : (
              formatPaise(p.pricePaise)
            )}{" "}
            · {p.totalStock} in stock
          </p>
          <span
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${p.active ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}`}
          >
            {p.active ? "Active" : "Inactive"}
          </span>
        </div>
      </div>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="productId" value={p.id} />
        <Link to={href} className={buttonVariants()} aria-label={`Edit ${p.name}`}>
          Edit
        </Link>
        {button("duplicate", "Duplicate")}
        {p.active ? button("deactivate", "Deactivate") : button("activate", "Activate")}
        {button("delete", "Delete", buttonVariants({ variant: "danger" }))}
      </fetcher.Form>
    </li>
  );
}
