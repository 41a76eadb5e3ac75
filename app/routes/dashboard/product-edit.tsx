// Add or edit a product: details, placement, and colour variants each with images (upload
// several, reorder, remove) and per-size stock from the main category's size list.
import { redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { ProductForm } from "~/components/dashboard/product-form";
import { PageHeader } from "~/components/dashboard/ui";
import { FormSuccess } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { listSellerCategories } from "~/domain/catalog/categories.server";
import {
  MAX_IMAGES_PER_REQUEST,
  PRODUCT_FORM_FIELDS,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductFormSchema,
  type StockMap,
  type Variant,
  withCurrentStock,
} from "~/domain/catalog/product-form";
import { createProduct, updateProduct } from "~/domain/catalog/products.server";
import { getSellerProduct } from "~/domain/catalog/seller-products.server";
import { DomainError } from "~/domain/errors";
import { checkImage, discardImage, isImageRejected, storeImage } from "~/domain/images/images.server";
import { uploadLimits } from "~/http/body.server";
import { errorReply, invalidSubmission, listField, onImageField, parseSubmission, throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { istDay } from "~/utils/dates";
import { isFailure } from "~/utils/reply";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: m.dash_meta_page({ page: data?.product ? data.product.name : m.dash_add_product() }) },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db } = context.get(servicesContext);
  const product = params.productId ? await getSellerProduct(db, shop.id, params.productId) : null;
  if (params.productId && !product) throwNotFound(m.dash_err_product_not_found());
  const categories = await listSellerCategories(db, shop.id);
  return {
    handle: shop.handle,
    // The rate preview's day is the server's, so the page reads the same before and after hydration.
    gst: { gstStatus: shop.gstStatus, day: istDay(new Date()) },
    categories: categories.map((c) => ({
      id: c.id,
      main: c.main,
      name: c.name,
      hsnCode: c.hsnCode,
      subcategories: c.subcategories.map((s) => ({ id: s.id, name: s.name })),
    })),
    product: product && {
      id: product.id,
      name: product.name,
      description: product.description,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      main: product.main,
      categoryId: product.categoryId,
      subcategoryId: product.subcategoryId,
      active: product.active,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      colors: product.colors,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const existing = params.productId ? await getSellerProduct(db, shop.id, params.productId) : null;
  if (params.productId && !existing) throwNotFound(m.dash_err_product_not_found());

  const limits = { ...uploadLimits(PRODUCT_IMAGE_MAX_BYTES, MAX_IMAGES_PER_REQUEST), fields: PRODUCT_FORM_FIELDS };
  const { submission } = await parseSubmission(request, ProductFormSchema, limits);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { stockSeen, uploads, ...input } = submission.value;
  const refuse = (code: string, message: string, field?: string) => errorReply(new DomainError(code, message, { field }), submission);
  // An edit must say what stock it started from, or it could undo sales made meanwhile.
  if (existing && !stockSeen) return refuse("stale_form", m.dash_err_stale_form());

  // Kept images must be this product's own; everything new arrives as an upload.
  const known = new Set(existing?.colors.flatMap((c) => c.imageKeys) ?? []);
  for (const [i, c] of input.colors.entries()) {
    if (c.imageKeys.some((k) => !known.has(k))) return refuse("image_not_found", m.dash_err_image_not_found(), `colors[${i}].images`);
  }
  // Every upload is checked before any is stored, and stored ones are removed again if the save
  // fails: a refused form leaves no files behind.
  const rules = { maxBytes: PRODUCT_IMAGE_MAX_BYTES };
  const bytes = await Promise.all(uploads.map((files) => Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())))));
  for (const [i, c] of input.colors.entries()) {
    for (const [j, file] of uploads[i].entries()) {
      try {
        await checkImage(bytes[i][j], rules);
      } catch (error) {
        if (!isImageRejected(error)) throw error;
        const refusal = new DomainError(error.code, `${c.color}, ${file.name}: ${error.message}`, { details: error.details });
        return errorReply(onImageField(ProductFormSchema, listField(ProductFormSchema, "colors", i, "images"), refusal), submission);
      }
    }
  }
  const stored: string[] = [];
  try {
    const colors: Variant[] = [];
    for (const [i, c] of input.colors.entries()) {
      const keys = [...c.imageKeys];
      for (const image of bytes[i]) {
        const key = await storeImage(storage, image, rules, `products/${shop.id}`);
        stored.push(key);
        keys.push(key);
      }
      colors.push({ ...c, imageKeys: keys });
    }
    const saved = existing
      ? await updateProduct(db, shop.id, existing.id, { ...input, colors }, stockSeen)
      : await createProduct(db, shop.id, { ...input, colors });
    return redirect(`/${shop.handle}/dashboard/products/${saved.id}?saved=1`);
  } catch (error) {
    await Promise.all(stored.map((key) => discardImage(storage, key)));
    if (error instanceof DomainError && error.code === "stock_changed" && existing) {
      const { current } = error.details as { current: StockMap };
      // Nothing was saved. The form comes back with the seller's other edits and the current stock.
      const product = { ...input, id: existing.id, colors: withCurrentStock(input.colors, current), stockSeen: current };
      return errorReply(new DomainError(error.code, error.message, { status: 409, details: { product } }));
    }
    return errorReply(error, submission);
  }
}

export default function ProductEdit() {
  const loaded = useLoaderData<typeof loader>();
  const { categories, handle, gst } = loaded;
  const reply = useActionData<typeof action>();
  // After a stock conflict: the seller's edits with the current stock (nothing was saved).
  const conflict =
    isFailure(reply) && reply.code === "stock_changed" ? (reply.details as unknown as { product: typeof loaded.product }).product : null;
  const product = conflict ?? loaded.product;
  const [params] = useSearchParams();
  const notice = params.get("saved") ? m.dash_product_saved() : params.get("copied") ? m.dash_copy_made() : null;
  return (
    <>
      <PageHeader title={product ? m.dash_edit_product() : m.dash_add_product()}>
        {product?.active ? (
          <a href={`/${handle}/product/${product.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            {m.dash_view_in_shop()}
          </a>
        ) : null}
      </PageHeader>
      <div className="mb-3">
        <FormSuccess message={reply ? null : notice} />
      </div>
      {/* A new key per saved version resets the form's state to what the server holds. */}
      <ProductForm key={product ? JSON.stringify(product) : "new"} product={product} categories={categories} gst={gst} lastResult={reply} />
    </>
  );
}
