// Banners: the shop home's carousel images — upload, reorder, remove.
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError, FormSuccess, SubmitButton } from "~/components/ui/form";
import { MoveButtons } from "~/components/ui/move-buttons";
import { servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { discardImage, storeImage } from "~/domain/images/images.server";
import { addBanner, listSellerBanners, MAX_BANNERS, moveBanner, removeBanner } from "~/domain/sellers/banners.server";
import { uploadLimits } from "~/http/body.server";
import { errorReply, invalidSubmission, onImageField, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { failureMessage, successMessage } from "~/utils/reply";
import type { Route } from "./+types/banners";

export const meta: Route.MetaFunction = () => [{ title: m.dash_meta_page({ page: m.dash_banners_title() }) }];

const BANNER_RULES = { maxBytes: 5 * 1024 * 1024, minSide: 200 };

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return { banners: await listSellerBanners(context.get(servicesContext).db, shop.id), maxBanners: MAX_BANNERS };
}

const BannerAction = z.object({
  intent: z.enum(["upload", "up", "down", "remove"], { error: () => m.dash_unknown_action() }),
  bannerId: z.string().default(""),
  image: z.file().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const { submission } = await parseSubmission(request, BannerAction, uploadLimits(BANNER_RULES.maxBytes));
  if (submission.status !== "success") return invalidSubmission(submission);
  const { intent, bannerId, image } = submission.value;
  try {
    switch (intent) {
      case "upload": {
        if (!image) throw new DomainError("file_required", m.dash_choose_image_file(), { field: "image" });
        const key = await storeImage(storage, new Uint8Array(await image.arrayBuffer()), BANNER_RULES, `banners/${shop.id}`);
        // Refused (e.g. the shop already has the most banners): the stored file goes again.
        await addBanner(db, shop.id, key).catch(async (error) => {
          await discardImage(storage, key);
          throw error;
        });
        return replySuccess(undefined, m.dash_banner_added());
      }
      case "up":
      case "down":
        await moveBanner(db, shop.id, bannerId, intent === "up" ? -1 : 1);
        return replySuccess(undefined, m.dash_banner_moved());
      case "remove":
        await removeBanner(db, shop.id, bannerId);
        return replySuccess(undefined, m.dash_banner_removed());
    }
  } catch (error) {
    return errorReply(onImageField(BannerAction, "image", error), submission);
  }
}

export default function Banners() {
  const { banners, maxBanners } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader title={m.dash_banners_title()} />
      <div className="mb-3 space-y-2">
        <FormError message={failureMessage(result)} />
        <FormSuccess message={successMessage(result)} />
      </div>
      <Card className="mb-4">
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="banner-image" className="mb-1 block text-sm font-medium text-gray-700">
              {m.dash_banner_image()}
            </label>
            <input
              id="banner-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              className="block w-full text-sm"
            />
            <p className="mt-1 text-xs text-gray-500">{m.dash_banner_hint({ max: maxBanners })}</p>
          </div>
          <SubmitButton name="intent" value="upload" pendingText={m.dash_uploading()} className="sm:w-auto">
            {m.dash_upload_banner()}
          </SubmitButton>
        </Form>
      </Card>
      {banners.length === 0 ? (
        <Card>
          <p className="text-gray-600">{m.dash_no_banners()}</p>
        </Card>
      ) : (
        <ol className="space-y-3" aria-label={m.dash_banners_order()}>
          {banners.map((b, i) => (
            <li key={b.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
              {/* Every image of the banner, as the shop's carousel shows them (one per upload; older rows may hold several). */}
              {b.imageKeys.map((key, k) => (
                <img
                  key={key}
                  src={imageUrl(key)}
                  srcSet={imageSrcSet(key)}
                  sizes="(min-width: 1024px) 800px, 100vw"
                  alt={b.imageKeys.length > 1 ? m.dash_banner_n_image_k({ n: i + 1, k: k + 1 }) : m.dash_banner_n({ n: i + 1 })}
                  className="mb-2 aspect-[3/1] w-full rounded-md object-cover last:mb-0"
                />
              ))}
              <Form method="post" className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="bannerId" value={b.id} />
                <MoveButtons
                  first={i === 0}
                  last={i === banners.length - 1}
                  disabled={busy}
                  text={[m.dash_earlier(), m.dash_later()]}
                  label={(d) => (d === "up" ? m.dash_move_banner_earlier : m.dash_move_banner_later)({ n: i + 1 })}
                />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={busy}
                  className={buttonVariants({ variant: "danger" })}
                  aria-label={m.dash_remove_banner({ n: i + 1 })}
                >
                  {m.dash_remove()}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
