// One colour's images: the kept ones (hidden `colors[i].imageKeys[j]` fields, reordered and removed
// with Conform's list intents; the first is the cover) and new files chosen for `colors[i].images`.
import { FieldErrors } from "~/components/ui/form";
import { MAX_IMAGES_PER_COLOUR } from "~/domain/catalog/product-form";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { type ProductFormMeta, textOf, type VariantField } from "./types";
import { useImagePreviews } from "./use-image-previews";

const arrow = "rounded px-1.5 text-sm hover:bg-gray-100 disabled:opacity-30";

export function VariantImages({ form, variant, colour }: { form: ProductFormMeta; variant: VariantField; colour: string }) {
  const { imageKeys, images } = variant.getFieldset();
  const kept = imageKeys.getFieldList();
  const { previews, choose } = useImagePreviews();
  const fileId = `${images.id}-input`;
  return (
    <>
      <h2 className="mt-4 text-sm font-medium text-gray-700">{m.dash_images()}</h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.dash_colour_images({ colour })}>
        {kept.map((item, i) => {
          const key = textOf(item.value ?? item.initialValue);
          return (
            <li key={item.key ?? item.name} className="w-24">
              <input type="hidden" name={item.name} value={key} />
              <img
                src={imageUrl(key, 320)}
                alt={m.dash_colour_view({ colour, n: i + 1 })}
                className="h-24 w-24 rounded-md border border-gray-200 object-cover"
              />
              <div className="mt-1 flex justify-between">
                <button
                  className={arrow}
                  disabled={i === 0}
                  {...form.reorder.getButtonProps({ name: imageKeys.name, from: i, to: i - 1 })}
                  aria-label={m.dash_move_image_earlier({ colour, n: i + 1 })}
                >
                  ←
                </button>
                <button
                  className="rounded px-1.5 text-sm text-red-700 hover:bg-red-50"
                  {...form.remove.getButtonProps({ name: imageKeys.name, index: i })}
                  aria-label={m.dash_remove_image({ colour, n: i + 1 })}
                >
                  ✕
                </button>
                <button
                  className={arrow}
                  disabled={i === kept.length - 1}
                  {...form.reorder.getButtonProps({ name: imageKeys.name, from: i, to: i + 1 })}
                  aria-label={m.dash_move_image_later({ colour, n: i + 1 })}
                >
                  →
                </button>
              </div>
            </li>
          );
        })}
        {previews.map((url) => (
          <li key={url} className="w-24">
            <img src={url} alt="" className="h-24 w-24 rounded-md border border-dashed border-brand-500 object-cover opacity-80" />
            <p className="mt-1 text-center text-xs text-gray-500">{m.dash_new()}</p>
          </li>
        ))}
      </ul>
      <label htmlFor={fileId} className="mt-2 block text-sm font-medium text-gray-700">
        {m.dash_add_colour_images({ colour })}
      </label>
      <input
        id={fileId}
        type="file"
        name={images.name}
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-invalid={images.errors?.length ? true : undefined}
        aria-describedby={images.errors?.length ? images.errorId : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
        onChange={(e) => choose(e.target.files)}
      />
      <p className="mt-1 text-xs text-gray-500">{m.dash_images_hint({ max: MAX_IMAGES_PER_COLOUR })}</p>
      <FieldErrors id={images.errorId} errors={images.errors} />
    </>
  );
}
