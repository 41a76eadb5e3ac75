import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { ActionNotice, inputClass, PageTitle } from "~/components/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { MoveButtons } from "~/components/ui/move-buttons";
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
import { fileBytes } from "~/http/form-files.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { imageUrl } from "~/media/urls";
import type { Route } from "./+types/banners";

export async function loader({ context }: Route.LoaderArgs) {
  return { banners: await listPlatformBanners(context.get(servicesContext).db) };
}

const slideId = z.uuid("Unknown slide.");

/** What each button of the page sends: the slide's text for create/update, its id for the rest. */
const BannerActionSchema = z.discriminatedUnion(
  "intent",
  [
    PlatformBannerSchema.extend({ intent: z.literal("create") }),
    PlatformBannerSchema.extend({ intent: z.literal("update"), id: slideId }),
    z.object({ intent: z.enum(["up", "down", "delete"]), id: slideId }),
  ],
  "Unknown action.",
);

const DONE = {
  create: "Slide added.",
  update: "Slide saved.",
  up: "Order saved.",
  down: "Order saved.",
  delete: "Slide removed.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { db, storage } = context.get(servicesContext);
  // Two images at most, each within the image rules, plus the text fields.
  const { form, submission } = await parseSubmission(request, BannerActionSchema, uploadLimits(BANNER_IMAGE_RULES.maxBytes, 2));
  if (submission.status !== "success") return invalidSubmission(submission);
  const input = submission.value;
  try {
    if (input.intent === "create" || input.intent === "update") {
      const files = { image: await fileBytes(form, "image"), fallback: await fileBytes(form, "fallback") };
      const text = { title: input.title, subtitle: input.subtitle };
      if (input.intent === "create") await createPlatformBanner(db, storage, text, files);
      else await updatePlatformBanner(db, storage, input.id, text, files);
    } else if (input.intent === "delete") await deletePlatformBanner(db, input.id);
    else await movePlatformBanner(db, input.id, input.intent === "up" ? -1 : 1);
    return replySuccess(undefined, DONE[input.intent]);
  } catch (error) {
    return errorReply(error, submission);
  }
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
          <button type="submit" name="intent" value="create" disabled={busy} className={buttonVariants({ variant: "primary", size: "sm" })}>
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
                      <button
                        type="submit"
                        name="intent"
                        value="update"
                        disabled={busy}
                        className={buttonVariants({ variant: "primary", size: "sm" })}
                      >
                        Save
                      </button>
                      <MoveButtons
                        first={i === 0}
                        last={i === banners.length - 1}
                        disabled={busy}
                        text={["↑ Up", "↓ Down"]}
                        label={(d) => `Move "${b.title}" ${d}`}
                        className={buttonVariants({ size: "sm" })}
                      />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        disabled={busy}
                        className={buttonVariants({ variant: "danger", size: "sm" })}
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
