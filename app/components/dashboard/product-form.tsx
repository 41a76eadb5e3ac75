// The product editor. Colour variants live in component state and travel as one JSON field;
// new images travel as files named images-{variant index}.
import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton, TextArea } from "~/components/ui/form";
import type { MainCategory } from "~/db/schema/shop";
import { COLOR_OPTIONS, colorCss, MAIN_CATEGORY_LABELS, SIZE_GROUPS_BY_MAIN, sortSizes } from "~/domain/catalog/constants";
import { MAX_IMAGES_PER_COLOUR, ProductFormSchema, paiseToRupees, type StockMap, stockMapOf } from "~/domain/catalog/product-form";
import { imageUrl } from "~/media/urls";
import { buttonClass, Card, dangerButtonClass, inputClass } from "./ui";

interface CategoryOption {
  id: string;
  main: string;
  name: string;
  subcategories: Array<{ id: string; name: string }>;
}

interface EditableVariant {
  color: string;
  imageKeys: string[];
  /** Size → stock as typed; an empty box means the size is not offered. */
  stock: Record<string, string>;
}

export interface ProductFormValues {
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: MainCategory;
  categoryId: string | null;
  subcategoryId: string | null;
  active: boolean;
  colors: Array<{ color: string; imageKeys: string[]; stock: Record<string, number> }>;
  /** The stock the server held when these values were read (default: the colours' stock). */
  stockSeen?: StockMap;
}

const MAINS = Object.keys(MAIN_CATEGORY_LABELS) as MainCategory[];

function toEditable(colors: ProductFormValues["colors"]): EditableVariant[] {
  return colors.map((c) => ({ ...c, stock: Object.fromEntries(Object.entries(c.stock).map(([size, n]) => [size, String(n)])) }));
}

function serialise(variants: EditableVariant[]) {
  return JSON.stringify(
    variants.map((v) => ({
      color: v.color,
      imageKeys: v.imageKeys,
      stock: Object.fromEntries(
        Object.entries(v.stock)
          .filter(([, n]) => n.trim() !== "")
          .map(([size, n]) => [size, Number(n)]),
      ),
    })),
  );
}

export function ProductForm({
  product,
  categories,
  serverError,
}: {
  product: ProductFormValues | null;
  categories: CategoryOption[];
  serverError: string | null;
}) {
  const [main, setMain] = useState<MainCategory>(product?.main ?? "men");
  const [categoryId, setCategoryId] = useState(product?.categoryId ?? "");
  const [subcategoryId, setSubcategoryId] = useState(product?.subcategoryId ?? "");
  const [variants, setVariants] = useState<EditableVariant[]>(() => toEditable(product?.colors ?? []));
  const [clientError, setClientError] = useState<string | null>(null);
  const [addColor, setAddColor] = useState("");
  useEffect(() => {
    if (serverError) setClientError(null);
  }, [serverError]);

  const mainCategories = categories.filter((c) => c.main === main);
  const subcategories = mainCategories.find((c) => c.id === categoryId)?.subcategories ?? [];
  const unused = COLOR_OPTIONS.filter((o) => !variants.some((v) => v.color.toLowerCase() === o.name.toLowerCase()));
  const update = (i: number, change: (v: EditableVariant) => EditableVariant) =>
    setVariants((vs) => vs.map((v, j) => (j === i ? change(v) : v)));

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        // Same schema as the server: catch mistakes before the images upload.
        const fields = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, v]) => typeof v === "string"));
        const parsed = ProductFormSchema.safeParse(fields);
        if (!parsed.success) {
          event.preventDefault();
          setClientError(parsed.error.issues[0]?.message ?? "Please check the form.");
        } else setClientError(null);
      }}
    >
      <FormError message={clientError ?? serverError} />
      <Card className="space-y-4">
        <Field label="Product name" name="name" required defaultValue={product?.name} maxLength={200} />
        <TextArea label="Description" name="description" defaultValue={product?.description} rows={4} maxLength={5000} />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Price (₹)"
            name="price"
            inputMode="decimal"
            required
            defaultValue={paiseToRupees(product?.pricePaise)}
            placeholder="999"
          />
          <Field
            label="Sale price (₹)"
            name="salePrice"
            inputMode="decimal"
            defaultValue={paiseToRupees(product?.salePricePaise)}
            placeholder="Optional"
            hint="Must be below the price."
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label="Main category"
            name="main"
            value={main}
            onChange={(v) => {
              setMain(v as MainCategory);
              setCategoryId("");
              setSubcategoryId("");
            }}
            options={MAINS.map((m) => ({ value: m, label: MAIN_CATEGORY_LABELS[m] }))}
          />
          <Select
            label="Category"
            name="categoryId"
            value={categoryId}
            onChange={(v) => {
              setCategoryId(v);
              setSubcategoryId("");
            }}
            options={[{ value: "", label: "None" }, ...mainCategories.map((c) => ({ value: c.id, label: c.name }))]}
          />
          <Select
            label="Subcategory"
            name="subcategoryId"
            value={subcategoryId}
            onChange={setSubcategoryId}
            disabled={!categoryId}
            options={[{ value: "", label: "None" }, ...subcategories.map((s) => ({ value: s.id, label: s.name }))]}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="active"
            defaultChecked={product?.active ?? true}
            className="h-5 w-5 rounded border-gray-300 accent-brand-700"
          />
          Active (shoppers can see and buy it)
        </label>
      </Card>

      <input type="hidden" name="variants" value={serialise(variants)} />
      {/* The stock shown, so the save cannot overwrite sales or restocks made meanwhile. */}
      {product ? <input type="hidden" name="stockSeen" value={JSON.stringify(product.stockSeen ?? stockMapOf(product.colors))} /> : null}
      {variants.map((v, i) => (
        <VariantEditor
          key={v.color}
          index={i}
          variant={v}
          main={main}
          onChange={(change) => update(i, change)}
          onRemove={() => setVariants((vs) => vs.filter((_, j) => j !== i))}
        />
      ))}

      <Card>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="add-color" className="mb-1 block text-sm font-medium text-gray-700">
              Add a colour
            </label>
            <select id="add-color" value={addColor} onChange={(e) => setAddColor(e.target.value)} className={inputClass}>
              <option value="">Choose a colour…</option>
              {unused.map((o) => (
                <option key={o.name} value={o.name}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClass}
            disabled={!addColor}
            onClick={() => {
              setVariants((vs) => [...vs, { color: addColor, imageKeys: [], stock: {} }]);
              setAddColor("");
            }}
          >
            Add colour
          </button>
        </div>
        {variants.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">A product needs at least one colour with the stock of its sizes.</p>
        ) : null}
      </Card>

      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <SubmitButton pendingText="Saving…" className="sm:w-auto">
          Save product
        </SubmitButton>
      </div>
    </Form>
  );
}

function Select({
  label,
  name,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function VariantEditor({
  index,
  variant,
  main,
  onChange,
  onRemove,
}: {
  index: number;
  variant: EditableVariant;
  main: MainCategory;
  onChange: (change: (v: EditableVariant) => EditableVariant) => void;
  onRemove: () => void;
}) {
  const fileId = useId();
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const groups: Record<string, readonly string[]> = SIZE_GROUPS_BY_MAIN[main];
  // Sizes saved under another main category stay visible so their stock is not lost silently.
  const listed = new Set(Object.values(groups).flat());
  const extra = sortSizes(Object.keys(variant.stock).filter((s) => !listed.has(s)));
  const move = (from: number, to: number) =>
    onChange((v) => {
      const keys = [...v.imageKeys];
      [keys[from], keys[to]] = [keys[to], keys[from]];
      return { ...v, imageKeys: keys };
    });

  return (
    <Card>
      <fieldset>
        <legend className="flex w-full items-center gap-2">
          <span
            className="h-5 w-5 rounded-full border border-gray-300"
            style={{ background: colorCss(variant.color) }}
            aria-hidden="true"
          />
          <span className="font-semibold">{variant.color}</span>
        </legend>
        <div className="float-right -mt-7">
          <button type="button" onClick={onRemove} className={dangerButtonClass} aria-label={`Remove colour ${variant.color}`}>
            Remove
          </button>
        </div>

        <h3 className="mt-4 text-sm font-medium text-gray-700">Images</h3>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${variant.color} images`}>
          {variant.imageKeys.map((key, i) => (
            <li key={key} className="w-24">
              <img
                src={imageUrl(key, 320)}
                alt={`${variant.color} view ${i + 1}`}
                className="h-24 w-24 rounded-md border border-gray-200 object-cover"
              />
              <div className="mt-1 flex justify-between">
                <button
                  type="button"
                  className="rounded px-1.5 text-sm hover:bg-gray-100 disabled:opacity-30"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${variant.color} image ${i + 1} earlier`}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="rounded px-1.5 text-sm text-red-700 hover:bg-red-50"
                  onClick={() => onChange((v) => ({ ...v, imageKeys: v.imageKeys.filter((k) => k !== key) }))}
                  aria-label={`Remove ${variant.color} image ${i + 1}`}
                >
                  ✕
                </button>
                <button
                  type="button"
                  className="rounded px-1.5 text-sm hover:bg-gray-100 disabled:opacity-30"
                  disabled={i === variant.imageKeys.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${variant.color} image ${i + 1} later`}
                >
                  →
                </button>
              </div>
            </li>
          ))}
          {previews.map((url) => (
            <li key={url} className="w-24">
              <img src={url} alt="" className="h-24 w-24 rounded-md border border-dashed border-brand-500 object-cover opacity-80" />
              <p className="mt-1 text-center text-xs text-gray-500">New</p>
            </li>
          ))}
        </ul>
        <label htmlFor={fileId} className="mt-2 block text-sm font-medium text-gray-700">
          Add {variant.color} images
        </label>
        <input
          id={fileId}
          type="file"
          name={`images-${index}`}
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
          onChange={(e) => setPreviews([...(e.target.files ?? [])].map((f) => URL.createObjectURL(f)))}
        />
        <p className="mt-1 text-xs text-gray-500">
          JPEG, PNG or WebP, up to 5 MB each; at most {MAX_IMAGES_PER_COLOUR} per colour. The first image is the cover.
        </p>

        <h3 className="mt-4 text-sm font-medium text-gray-700">Stock per size</h3>
        <p className="text-xs text-gray-500">Leave a size empty if you do not sell it; 0 means sold out.</p>
        {[...Object.entries(groups), ...(extra.length ? [["other", extra] as const] : [])].map(([group, sizes]) => (
          <div key={group} className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {sizes.map((size) => (
              <label key={size} className="text-xs text-gray-700">
                <span className="block truncate">{size}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={variant.stock[size] ?? ""}
                  onChange={(e) => onChange((v) => ({ ...v, stock: { ...v.stock, [size]: e.target.value } }))}
                  aria-label={`${variant.color} ${size} stock`}
                  className="mt-0.5 block w-full rounded-md border border-gray-300 px-2 py-1.5 text-base"
                />
              </label>
            ))}
          </div>
        ))}
      </fieldset>
    </Card>
  );
}
