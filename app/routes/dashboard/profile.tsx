// Shop profile: what the storefront's Shop Profile popup shows, the shop photo, the QR code, and
// the shop's About text and FAQ (its /about and /faq pages and footer line).
import { useState } from "react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { ShopPagesEditor } from "~/components/dashboard/shop-pages-editor";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { QrDialog } from "~/components/shop/shop-dialogs";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormError, FormSuccess, SubmitButton } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { dashboardError } from "~/domain/sellers/dashboard.server";
import { ShopProfileSchema } from "~/domain/sellers/forms";
import { publicShop } from "~/domain/sellers/shop-context.server";
import { applyFaqEdit, defaultAbout, faqFromForm } from "~/domain/sellers/shop-pages";
import { updateShopPages } from "~/domain/sellers/shop-pages.server";
import { updateShopProfile } from "~/domain/sellers/shops.server";
import { uploadLimits } from "~/http/body.server";
import { storeImage } from "~/media/images.server";
import { imageUrl } from "~/media/urls";
import { chosenFile, errorReply, parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Shop profile · Dashboard" }];

// The shop photo rule: JPEG or PNG, at most 2 MB (docs/decisions/0036-upload-limits.md).
const PHOTO_RULES = { maxBytes: 2 * 1024 * 1024, accept: ["image/jpeg", "image/png"] as const };

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return {
    shop: publicShop(shop),
    url: `${context.get(servicesContext).env.BASE_URL}/${shop.handle}`,
    pages: { about: shop.about, faq: shop.faq },
    aboutPlaceholder: defaultAbout(shop),
  };
}

/**
 * The About and FAQ form. Its row buttons (add, move up/down, remove) come back here as `intent`
 * and return the edited draft unsaved, so the editor works the same with or without JavaScript;
 * Save stores it (blank rows dropped) or answers 400 with the draft kept and nothing changed.
 */
async function pagesAction(db: Parameters<typeof updateShopPages>[0], shopId: string, form: FormData, intent: string) {
  const draft = { about: String(form.get("about") ?? ""), faq: faqFromForm(form) };
  const reply = (status: number, outcome: { ok: true; message: string | null } | { ok: false; error: string }, shown = draft) =>
    data({ form: "pages" as const, ...outcome, draft: shown, rev: crypto.randomUUID() }, status);
  if (intent !== "save-pages") {
    const faq = applyFaqEdit(draft.faq, intent);
    return faq ? reply(200, { ok: true, message: null }, { ...draft, faq }) : reply(400, { ok: false, error: "Unknown action." });
  }
  try {
    return reply(200, { ok: true, message: "About and FAQ saved." }, await updateShopPages(db, shopId, draft));
  } catch (error) {
    const refused = dashboardError(error);
    return reply(refused.init?.status ?? 400, { ok: false, error: refused.data.error });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  let form: FormData;
  try {
    form = await parseForm(request, uploadLimits(PHOTO_RULES.maxBytes));
  } catch (error) {
    return errorReply(error);
  }
  const intent = form.get("intent");
  if (typeof intent === "string") return pagesAction(context.get(servicesContext).db, shop.id, form, intent);
  const parsed = ShopProfileSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data({ ok: false as const, error: issue?.message ?? "Please check the form.", field: issue?.path[0]?.toString() }, 400);
  }
  try {
    const photo = chosenFile(form, "photo");
    const photoKey = photo
      ? await storeImage(context.get(servicesContext).storage, new Uint8Array(await photo.arrayBuffer()), PHOTO_RULES, `shops/${shop.id}`)
      : undefined;
    await updateShopProfile(context.get(servicesContext).db, shop.id, parsed.data, photoKey);
    return { ok: true as const, message: "Shop profile saved." };
  } catch (error) {
    return dashboardError(error);
  }
}

export default function ShopProfile() {
  const { shop, url, pages, aboutPlaceholder } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const result = reply && !("form" in reply) ? reply : undefined;
  const pagesReply = reply && "form" in reply ? reply : undefined;
  const [qrOpen, setQrOpen] = useState(false);
  const invalid = (field: string) => result?.ok === false && "field" in result && result.field === field;
  return (
    <>
      <PageHeader title="Shop profile">
        <button type="button" className={buttonVariants()} onClick={() => setQrOpen(true)}>
          Shop QR code
        </button>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
            <FormError message={result?.ok === false ? result.error : null} />
            <FormSuccess message={result?.ok ? result.message : null} />
            <Field label="Shop name" name="shopName" required defaultValue={shop.shopName} invalid={invalid("shopName")} />
            <Field label="Owner" name="ownerName" required defaultValue={shop.ownerName} invalid={invalid("ownerName")} />
            <Field label="Email" name="email" type="email" required defaultValue={shop.email} invalid={invalid("email")} />
            <Field
              label="Phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              required
              defaultValue={shop.phone}
              invalid={invalid("phone")}
            />
            <Field label="Address" name="location" required defaultValue={shop.location} invalid={invalid("location")} />
            <Field label="Shop photo" name="photo" type="file" accept="image/jpeg,image/png" hint="JPEG or PNG, at most 2 MB." />
            <SubmitButton pendingText="Saving…" className="sm:w-auto">
              Save profile
            </SubmitButton>
          </Form>
        </Card>
        <Card>
          <h2 className="font-semibold">How shoppers see you</h2>
          {shop.photoKey ? (
            <img src={imageUrl(shop.photoKey, 320)} alt={shop.shopName} className="mt-3 h-32 w-32 rounded-full object-cover" />
          ) : (
            <div className="mt-3 flex h-32 w-32 items-center justify-center rounded-full bg-gray-100 text-sm text-gray-500">No photo</div>
          )}
          <p className="mt-3 font-semibold">{shop.shopName}</p>
          <p className="text-sm break-all text-gray-600">{url}</p>
        </Card>
      </div>
      <ShopPagesEditor
        key={pagesReply?.rev ?? "saved"}
        draft={pagesReply?.draft ?? pages}
        error={pagesReply?.ok === false ? pagesReply.error : null}
        message={pagesReply?.ok ? pagesReply.message : null}
        aboutPlaceholder={aboutPlaceholder}
      />
      <QrDialog shop={shop} url={url} open={qrOpen} onClose={() => setQrOpen(false)} />
    </>
  );
}
