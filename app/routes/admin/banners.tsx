import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { ActionNotice, buttonClass, inputClass, PageTitle, primaryButtonClass } from "~/components/admin/ui";
import { servicesContext } from "~/context";
import {
  BANNER_IMAGE_RULES,
  createPlatformBanner,
  deletePlatformBanner,
  listPlatformBanners,
  movePlatformBanner,
  PlatformBannerSchema,
  updatePlatformBanner,
} from "~/domain/admin/banners.server";
import { uploadLimits } from "~/http/body.server";
import { imageUrl } from "~/media/urls";
import { fileBytes, handleAction, parseForm, zodMessage } from "~/utils/actions.server";
import type { Route } from "./+types/banners";

export async function loader({ context }: Route.LoaderArgs) {
  return { banners: await listPlatformBanners(context.get(servicesContext).db) };
}

const IdSchema = z.object({ id: z.uuid("Unknown slide.") });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, storage } = context.get(servicesContext);
  return handleAction(async () => {
    // Two images at most, each within the image rules, plus the text fields.
    const form = await parseForm(request, uploadLimits(BANNER_IMAGE_RULES.maxBytes, 2));
    const intent = form.get("intent");
    const files = { image: await fileBytes(form, "image"), fallback: await fileBytes(form, "fallback") };
    if (intent === "create" || intent === "update") {
      const parsed = PlatformBannerSchema.safeParse({ title: form.get("title") ?? "", subtitle: form.get("subtitle") ?? "" });
      if (!parsed.success) return { ok: false, error: zodMessage(parsed.error) };
      if (intent === "create") {
        await createPlatformBanner(db, storage, parsed.data, files);
        return { ok: true, message: "Slide added." };
      }
      const id = IdSchema.safeParse({ id: form.get("id") });
      if (!id.success) return { ok: false, error: zodMessage(id.error) };
      await updatePlatformBanner(db, storage, id.data.id, parsed.data, files);
      return { ok: true, message: "Slide saved." };
    }
    const id = IdSchema.safeParse({ id: form.get("id") });
    if (!id.success) return { ok: false, error: zodMessage(id.error) };
    if (intent === "up" || intent === "down") {
      await movePlatformBanner(db, id.data.id, intent);
      return { ok: true, message: "Order saved." };
    }
    if (intent === "delete") {
      await deletePlatformBanner(db, id.data.id);
      return { ok: true, message: "Slide removed." };
    }
    return { ok: false, error: "Unknown action." };
  });
}

function BannerFields({ title = "", subtitle = "", idPrefix }: { title?: string; subtitle?: string; idPrefix: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${idPrefix}-title`} className="mb-1 block text-sm font-medium">
          Title
        </label>
        <input id={`${idPrefix}-title`} name="title" required maxLength={120} defaultValue={title} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-subtitle`} className="mb-1 block text-sm font-medium">
          Subtitle
        </label>
        <input id={`${idPrefix}-subtitle`} name="subtitle" maxLength={240} defaultValue={subtitle} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-image`} className="mb-1 block text-sm font-medium">
          Image (JPEG, PNG or WebP, up to 5 MB)
        </label>
        <input
          id={`${idPrefix}-image`}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-fallback`} className="mb-1 block text-sm font-medium">
          Fallback image (optional)
        </label>
        <input
          id={`${idPrefix}-fallback`}
          name="fallback"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full text-sm"
        />
      </div>
    </div>
  );
}

export default function AdminBanners() {
  const { banners } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageTitle hint="The slides of the landing page carousel, in order.">Platform banners</PageTitle>
      <ActionNotice result={result} />
      <section aria-labelledby="new-slide" className="mb-6 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="new-slide" className="mb-3 font-semibold">
          Add a slide
        </h2>
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <BannerFields idPrefix="new" />
          <button type="submit" name="intent" value="create" disabled={busy} className={primaryButtonClass}>
            Add slide
          </button>
        </Form>
      </section>
      {banners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          No slides yet: the landing page shows its two built-in slides.
        </p>
      ) : (
        <ol className="space-y-3">
          {banners.map((b, i) => (
            <li key={b.id} className="rounded-lg border border-gray-200 bg-white p-4">
              <div className="flex flex-col gap-4 sm:flex-row">
                <div className="aspect-[3/1] w-full shrink-0 overflow-hidden rounded bg-gray-100 sm:w-60">
                  {b.imageKey ? (
                    <img src={imageUrl(b.imageKey, 640)} alt="" width={640} height={213} className="h-full w-full object-cover" />
                  ) : null}
                </div>
                <div className="min-w-0 flex-1">
                  <Form method="post" encType="multipart/form-data" className="space-y-3">
                    <input type="hidden" name="id" value={b.id} />
                    <BannerFields idPrefix={b.id} title={b.title} subtitle={b.subtitle} />
                    <div className="flex flex-wrap gap-2">
                      <button type="submit" name="intent" value="update" disabled={busy} className={primaryButtonClass}>
                        Save
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="up"
                        disabled={busy || i === 0}
                        className={buttonClass}
                        aria-label={`Move "${b.title}" up`}
                      >
                        ↑ Up
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="down"
                        disabled={busy || i === banners.length - 1}
                        className={buttonClass}
                        aria-label={`Move "${b.title}" down`}
                      >
                        ↓ Down
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        disabled={busy}
                        className={`${buttonClass} text-red-700`}
                        aria-label={`Remove "${b.title}"`}
                      >
                        Remove
                      </button>
                    </div>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
