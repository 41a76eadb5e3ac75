// Shop profile: what the storefront's Shop Profile popup shows, the shop photo, the QR code, and
// the shop's About text and FAQ (its /about and /faq pages and footer line).

import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { RadioGroupField, SelectBox } from "~/components/dashboard/choice-fields";
import { withoutKey } from "~/components/dashboard/conform-props";
import { HsnMissingList, type MissingHsn } from "~/components/dashboard/hsn-missing";
import { ShopPagesEditor } from "~/components/dashboard/shop-pages-editor";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { PincodeAssistNote, placeLine, usePincodeAssist } from "~/components/pincode/pincode-assist";
import { QrDialog } from "~/components/shop/shop-dialogs";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormError, FormSuccess, SubmitButton } from "~/components/ui/form";
import { fieldProps, formSummary, useSchemaForm } from "~/components/ui/use-schema-form";
import { servicesContext, shopContext } from "~/context";
import type { GstStatus } from "~/db/schema/values";
import { productsWithoutHsn } from "~/domain/catalog/products-without-hsn.server";
import { DomainError } from "~/domain/errors";
import { storeImage } from "~/domain/images/images.server";
import { INDIAN_STATES } from "~/domain/payments/delivery";
import { ShopProfileSchema } from "~/domain/sellers/forms";
import { GstFormSchema, gstStatusOptions } from "~/domain/sellers/gst-forms";
import { publicShop } from "~/domain/sellers/shop-context.server";
import { applyFaqEdit, defaultAbout, type FaqEntry, faqFromForm } from "~/domain/sellers/shop-pages";
import { updateShopPages } from "~/domain/sellers/shop-pages.server";
import { updateShopGst, updateShopProfile } from "~/domain/sellers/shops.server";
import { uploadLimits } from "~/http/body.server";
import { asDomainError, errorReply, invalidSubmission, onImageField, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { failureMessage, isFailure, replyForIntent, successMessage } from "~/utils/reply";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_profile_title()} · ${m.common_dashboard()}` }];

// The shop photo rule: JPEG or PNG, at most 2 MB (docs/decisions/0036-upload-limits.md).
const PHOTO_RULES = { maxBytes: 2 * 1024 * 1024, accept: ["image/jpeg", "image/png"] as const };

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return {
    shop: publicShop(shop),
    url: `${context.get(servicesContext).env.BASE_URL}/${shop.handle}`,
    pages: { about: shop.about, faq: shop.faq },
    aboutPlaceholder: defaultAbout(shop),
    gst: { gstStatus: shop.gstStatus, gstin: shop.gstin ?? "", gstState: shop.gstState },
    lowStockThreshold: shop.lowStockThreshold,
  };
}

/**
 * The About and FAQ form. Its row buttons (add, move up/down, remove) come back here as `intent`
 * and return the edited draft unsaved, so the editor works the same with or without JavaScript;
 * Save stores it (blank rows dropped) or answers 400 with the draft kept and nothing changed.
 * The draft travels in the reply (data on success, details on failure) with a new `rev` to re-key the editor.
 */
async function pagesAction(db: Parameters<typeof updateShopPages>[0], shopId: string, form: FormData, intent: string) {
  const draft = { about: String(form.get("about") ?? ""), faq: faqFromForm(form) };
  const pages = (shown: PagesDraft) => ({ pages: shown, rev: crypto.randomUUID() });
  const refuse = (error: DomainError) =>
    errorReply(new DomainError(error.code, error.message, { status: error.status, details: pages(draft) }));
  if (intent !== "save-pages") {
    const faq = applyFaqEdit(draft.faq, intent);
    return faq ? replySuccess(pages({ ...draft, faq })) : refuse(new DomainError("unknown_action", m.seller_unknown_action()));
  }
  try {
    return replySuccess(pages(await updateShopPages(db, shopId, draft)), m.seller_pages_saved());
  } catch (error) {
    const refused = asDomainError(error);
    if (!refused) throw error;
    return refuse(refused);
  }
}

type PagesDraft = { about: string; faq: FaqEntry[] };

/** The About and FAQ editor's part of a reply, if it is one. */
function pagesOf(reply: unknown): { pages: PagesDraft; rev: string } | null {
  const carried = isFailure(reply) ? reply.details : (reply as { data?: unknown } | undefined)?.data;
  return carried && typeof carried === "object" && "pages" in carried ? (carried as { pages: PagesDraft; rev: string }) : null;
}

const ProfileForm = ShopProfileSchema.extend({ photo: z.file().optional() });

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { form, submission } = await parseSubmission(request, ProfileForm, uploadLimits(PHOTO_RULES.maxBytes));
  const intent = form.get("intent");
  if (intent === "gst") {
    const gst = parseWithZod(form, { schema: GstFormSchema });
    if (gst.status !== "success") return invalidSubmission(gst);
    const { db } = context.get(servicesContext);
    await updateShopGst(db, shop.id, gst.value);
    // A regular seller's invoices need an HSN on every line: say now which products have none.
    const missingHsn = gst.value.gstStatus === "regular" ? await productsWithoutHsn(db, shop.id) : null;
    return replySuccess({ intent, missingHsn }, m.seller_gst_saved());
  }
  if (typeof intent === "string") return pagesAction(context.get(servicesContext).db, shop.id, form, intent);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { photo, ...profile } = submission.value;
  try {
    const photoKey = photo
      ? await storeImage(context.get(servicesContext).storage, new Uint8Array(await photo.arrayBuffer()), PHOTO_RULES, `shops/${shop.id}`)
      : undefined;
    await updateShopProfile(context.get(servicesContext).db, shop.id, profile, photoKey);
    return replySuccess(undefined, m.seller_profile_saved());
  } catch (error) {
    return errorReply(onImageField(ProfileForm, "photo", error), submission);
  }
}

export default function ShopProfile() {
  const { shop, url, pages, aboutPlaceholder, gst, lowStockThreshold } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const pagesReply = pagesOf(reply);
  const gstReply = replyForIntent(reply, "gst");
  const result = pagesReply || gstReply ? undefined : reply;
  const [qrOpen, setQrOpen] = useState(false);
  const [form, fields] = useSchemaForm(ProfileForm, {
    lastResult: result,
    defaultValue: { ...shop, lowStockThreshold: String(lowStockThreshold) },
    id: "shop-profile",
  });
  const field = (name: keyof typeof fields) => ({
    ...withoutKey(getInputProps(fields[name], { type: "text", ariaAttributes: false })),
    errors: fields[name].errors,
    errorId: fields[name].errorId,
  });
  // The shop's pincode fills an empty Address with "Town, District, State" (app/domain/pincodes).
  const formRef = useRef<HTMLFormElement>(null);
  const assist = usePincodeAssist(formRef, (p) => ({ location: placeLine(p) }));
  return (
    <>
      <PageHeader title={m.seller_profile_title()}>
        <button type="button" className={buttonVariants()} onClick={() => setQrOpen(true)}>
          {m.seller_qr_code()}
        </button>
        <Link to={`/${shop.handle}/dashboard/export`} className={buttonVariants()}>
          {m.privacy_shop_card_title()}
        </Link>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(form)} ref={formRef}>
            <FormError message={form.errors?.[0]} />
            <FormSuccess message={successMessage(result)} />
            <Field label={m.seller_shop_name()} {...field("shopName")} />
            <Field label={m.seller_owner()} {...field("ownerName")} />
            <Field label={m.seller_email()} {...field("email")} type="email" />
            <Field label={m.seller_phone()} {...field("phone")} type="tel" inputMode="numeric" maxLength={10} />
            <div>
              <Field label={m.pin_label_pincode()} {...field("pincode")} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
              <PincodeAssistNote {...assist} />
            </div>
            <Field label={m.seller_address()} {...field("location")} />
            <Field
              label={m.seller_low_stock_at()}
              {...field("lowStockThreshold")}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              className="sm:w-32"
              hint={m.seller_low_stock_hint()}
            />
            <Field
              label={m.seller_shop_photo()}
              name={fields.photo.name}
              type="file"
              accept="image/jpeg,image/png"
              hint={m.seller_photo_hint()}
              errors={fields.photo.errors}
              errorId={fields.photo.errorId}
            />
            <SubmitButton pendingText={m.seller_saving()} className="sm:w-auto">
              {m.seller_save_profile()}
            </SubmitButton>
          </Form>
        </Card>
        <Card>
          <h2 className="font-semibold">{m.seller_how_shoppers_see()}</h2>
          {shop.photoKey ? (
            <img src={imageUrl(shop.photoKey, 320)} alt={shop.shopName} className="mt-3 h-32 w-32 rounded-full object-cover" />
          ) : (
            <div className="mt-3 flex h-32 w-32 items-center justify-center rounded-full bg-gray-100 text-sm text-gray-500">
              {m.seller_no_photo()}
            </div>
          )}
          <p className="mt-3 font-semibold">{shop.shopName}</p>
          <p className="text-sm break-all text-gray-600">{url}</p>
        </Card>
      </div>
      <GstForm key={JSON.stringify(gst)} saved={gst} lastResult={gstReply} handle={shop.handle} />
      <ShopPagesEditor
        key={pagesReply?.rev ?? "saved"}
        draft={pagesReply?.pages ?? pages}
        error={pagesReply ? failureMessage(reply) : null}
        message={pagesReply ? successMessage(reply) : null}
        aboutPlaceholder={aboutPlaceholder}
      />
      <QrDialog shop={shop} url={url} open={qrOpen} onClose={() => setQrOpen(false)} />
    </>
  );
}

/** GST registration: decides whether checkouts carry tax and which document an order gets. */
function GstForm({
  saved,
  lastResult,
  handle,
}: {
  saved: { gstStatus: GstStatus; gstin: string; gstState: string };
  lastResult: SubmissionResult<string[]> | undefined;
  handle: string;
}) {
  const missingHsn = (lastResult as { data?: { missingHsn?: MissingHsn | null } } | undefined)?.data?.missingHsn;
  const [form, fields] = useSchemaForm(GstFormSchema, { lastResult, defaultValue: { intent: "gst", ...saved }, id: "gst" });
  return (
    <Card className="mt-4">
      <h2 className="text-lg font-semibold">GST</h2>
      <p className="mt-1 text-sm text-gray-600">{m.seller_gst_intro()}</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="gst" />
        <FormError message={formSummary(form)} />
        <FormSuccess message={successMessage(lastResult)} />
        {missingHsn ? <HsnMissingList missing={missingHsn} handle={handle} /> : null}
        <RadioGroupField meta={fields.gstStatus} legend={m.seller_gst_registration()} options={gstStatusOptions()} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="GSTIN"
            {...fieldProps(fields.gstin)}
            placeholder="27AAPFU0939F1ZV" // i18n-ignore: a GSTIN's format
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={15}
            hint={m.seller_gstin_hint()}
          />
          <SelectBox meta={fields.gstState} label={m.seller_your_state()} options={INDIAN_STATES} placeholder={m.seller_choose_state()} />
        </div>
        <SubmitButton pendingText={m.seller_saving()} className="sm:w-auto">
          {m.seller_save_gst()}
        </SubmitButton>
      </Form>
    </Card>
  );
}
