// Add or edit a product: details, placement, and colour variants each with images (upload
// several, reorder, remove) and per-size stock from the main category's size list.
import { data, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { ProductForm } from "~/components/dashboard/product-form";
import { PageHeader } from "~/components/dashboard/ui";
import { FormSuccess } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { listSellerCategories } from "~/domain/catalog/categories.server";
import {
  MAX_IMAGES_PER_COLOUR,
  MAX_IMAGES_PER_REQUEST,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductFormSchema,
  STALE_FORM_MESSAGE,
  type StockMap,
  type Variant,
  withCurrentStock,
} from "~/domain/catalog/product-form";
import { createProduct, getSellerProduct, PRODUCT_NOT_FOUND, updateProduct } from "~/domain/catalog/products.server";
import { DomainError } from "~/domain/errors";
import { dashboardError, notFound } from "~/domain/sellers/dashboard.server";
import { uploadLimits } from "~/http/body.server";
import { checkImage, discardImage, isImageRejected, storeImage } from "~/media/images.server";
import { chosenFiles, errorReply, parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.product ? data.product.name : "Add product"} · Dashboard` }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db } = context.get(servicesContext);
  const product = params.productId ? await getSellerProduct(db, shop.id, params.productId) : null;
  if (params.productId && !product) notFound(PRODUCT_NOT_FOUND);
  const categories = await listSellerCategories(db, shop.id);
  return {
    handle: shop.handle,
    categories: categories.map((c) => ({
      id: c.id,
      main: c.main,
      name: c.name,
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
      colors: product.colors,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const existing = params.productId ? await getSellerProduct(db, shop.id, params.productId) : null;
  if (params.productId && !existing) return data({ ok: false as const, error: PRODUCT_NOT_FOUND }, 404);

  let form: FormData;
  try {
    form = await parseForm(request, uploadLimits(PRODUCT_IMAGE_MAX_BYTES, MAX_IMAGES_PER_REQUEST));
  } catch (error) {
    return errorReply(error);
  }
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = ProductFormSchema.safeParse(fields);
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? "Please check the form." }, 400);
  const { stockSeen, ...input } = parsed.data;
  // An edit must say what stock it started from, or it could undo sales made meanwhile.
  if (existing && !stockSeen) return data({ ok: false as const, error: STALE_FORM_MESSAGE }, 400);

  // Kept images must be this product's own; everything new arrives as an upload.
  const known = new Set(existing?.colors.flatMap((c) => c.imageKeys) ?? []);
  const uploads = input.colors.map((_, i) => chosenFiles(form, `images-${i}`));
  for (const [i, c] of input.colors.entries()) {
    if (c.imageKeys.some((k) => !known.has(k)))
      return data({ ok: false as const, error: "An image of this product could not be found. Please reload the page." }, 400);
    if (c.imageKeys.length + uploads[i].length > MAX_IMAGES_PER_COLOUR) {
      return data({ ok: false as const, error: `${c.color}: at most ${MAX_IMAGES_PER_COLOUR} images per colour.` }, 400);
    }
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
        if (isImageRejected(error)) return data({ ok: false as const, error: `${c.color}, ${file.name}: ${error.message}` }, 400);
        throw error;
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
      return data({ ok: false as const, error: error.message, product }, 409);
    }
    return dashboardError(error);
  }
}

export default function ProductEdit() {
  const loaded = useLoaderData<typeof loader>();
  const { categories, handle } = loaded;
  const result = useActionData<typeof action>();
  // After a stock conflict: the seller's edits with the current stock (nothing was saved).
  const conflict = result && "product" in result ? (result.product as typeof loaded.product) : null;
  const product = conflict ?? loaded.product;
  const [params] = useSearchParams();
  const notice = params.get("saved")
    ? "Product saved."
    : params.get("copied")
      ? "Copy made. It stays inactive until you tick Active and save."
      : null;
  return (
    <>
      <PageHeader title={product ? "Edit product" : "Add product"}>
        {product?.active ? (
          <a href={`/${handle}/product/${product.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            View in shop
          </a>
        ) : null}
      </PageHeader>
      <div className="mb-3">
        <FormSuccess message={result ? null : notice} />
      </div>
      {/* A new key per saved version resets the form's state to what the server holds. */}
      <ProductForm
        key={product ? JSON.stringify(product) : "new"}
        product={product}
        categories={categories}
        serverError={result?.ok === false ? result.error : null}
      />
    </>
  );
}
