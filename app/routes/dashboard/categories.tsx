// Categories and subcategories under Men/Women/Boy/Girl: create, rename, picture, reorder, delete.
import { useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { goodsText } from "~/components/dashboard/gst-text";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormError, FormSuccess } from "~/components/ui/form";
import { MoveButtons } from "~/components/ui/move-buttons";
import { servicesContext, shopContext } from "~/context";
import { MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import {
  addSellerSubcategory,
  createCategory,
  deleteCategory,
  listSellerCategories,
  moveCategory,
  renameCategory,
  setCategoryHsn,
  setCategoryPicture,
} from "~/domain/catalog/categories.server";
import { mainCategoryLabel } from "~/domain/catalog/constants";
import { DomainError } from "~/domain/errors";
import { storeImage } from "~/domain/images/images.server";
import { suggestHsn } from "~/domain/invoices/hsn-suggest";
import { rateRow } from "~/domain/invoices/rates";
import { uploadLimits } from "~/http/body.server";
import { errorReply, invalidSubmission, onImageField, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { istDay } from "~/utils/dates";
import { failureMessage, successMessage } from "~/utils/reply";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [{ title: m.dash_meta_page({ page: m.dash_categories_title() }) }];

const PICTURE_RULES = { maxBytes: 2 * 1024 * 1024 };

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const categories = await listSellerCategories(context.get(servicesContext).db, shop.id);
  // The box of a category without a default HSN starts with the heading its name suggests.
  return {
    categories: categories.map((c) => ({ ...c, suggestedHsn: c.hsnCode ? null : suggestHsn([c.name], c.main) })),
    day: istDay(new Date()),
  };
}

const CategoryAction = z.object({
  intent: z.enum(["create", "add-sub", "rename", "hsn", "up", "down", "delete", "picture"], { error: () => m.dash_unknown_action() }),
  id: z.string().default(""),
  level: z
    .string()
    .optional()
    .transform((v) => (v === "subcategory" ? "subcategory" : "category")),
  main: z.string().default(""),
  name: z.string().default(""),
  hsnCode: z.string().default(""),
  picture: z.file().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const { submission } = await parseSubmission(request, CategoryAction, uploadLimits(PICTURE_RULES.maxBytes));
  if (submission.status !== "success") return invalidSubmission(submission);
  const { intent, id, level, name, picture } = submission.value;
  try {
    switch (intent) {
      case "create":
        // The main category is checked by the catalogue rules (createCategory), like the name.
        await createCategory(db, shop.id, {
          main: submission.value.main as (typeof MAIN_CATEGORIES)[number],
          name,
          hsnCode: submission.value.hsnCode,
        });
        return replySuccess(undefined, m.dash_added_name({ name: name.trim() }));
      case "add-sub":
        await addSellerSubcategory(db, shop.id, id, { name });
        return replySuccess(undefined, m.dash_added_name({ name: name.trim() }));
      case "rename":
        await renameCategory(db, shop.id, id, { name }, level);
        return replySuccess(undefined, m.dash_renamed());
      case "hsn":
        await setCategoryHsn(db, shop.id, id, { hsnCode: submission.value.hsnCode });
        return replySuccess(undefined, m.dash_hsn_saved());
      case "up":
      case "down":
        await moveCategory(db, shop.id, id, intent === "up" ? -1 : 1, level);
        return replySuccess(undefined, m.dash_moved());
      case "delete":
        await deleteCategory(db, shop.id, id, level);
        return replySuccess(undefined, m.dash_category_deleted());
      case "picture": {
        if (!picture) throw new DomainError("file_required", m.dash_choose_image_file(), { field: "picture" });
        const bytes = new Uint8Array(await picture.arrayBuffer());
        await setCategoryPicture(db, shop.id, id, () => storeImage(storage, bytes, PICTURE_RULES, `categories/${shop.id}`), level);
        return replySuccess(undefined, m.dash_picture_saved());
      }
    }
  } catch (error) {
    return errorReply(onImageField(CategoryAction, "picture", error), submission);
  }
}

type Node = { id: string; name: string; imageKey: string | null };

/** A new category: its HSN box follows the heading the name suggests until the seller types their own. */
function NewCategoryForm() {
  const [main, setMain] = useState<MainCategory>("men");
  const [name, setName] = useState("");
  const [hsn, setHsn] = useState<string | null>(null);
  const suggested = suggestHsn([name], main) ?? "";
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor="new-main" className="mb-1 block text-sm font-medium text-gray-700">
          {m.dash_main_category()}
        </label>
        <select id="new-main" name="main" value={main} onChange={(e) => setMain(e.target.value as MainCategory)} className={inputClass}>
          {MAIN_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {mainCategoryLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <Field
        className="flex-1"
        id="new-name"
        label={m.dash_new_category_name()}
        name="name"
        required
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        className="sm:w-36"
        id="new-hsn"
        label={m.dash_category_hsn()}
        name="hsnCode"
        inputMode="numeric"
        maxLength={8}
        placeholder={m.dash_optional()}
        value={hsn ?? suggested}
        onChange={(e) => setHsn(e.target.value)}
      />
      <button type="submit" className={buttonVariants({ variant: "primary" })}>
        {m.dash_add_category()}
      </button>
    </Form>
  );
}

/** A category's default HSN: saved, or the name's suggestion waiting to be saved. */
function CategoryHsnForm({ category: c, day }: { category: Node & { hsnCode: string | null; suggestedHsn: string | null }; day: string }) {
  const busy = useNavigation().state !== "idle";
  const shown = c.hsnCode ?? c.suggestedHsn;
  const row = shown ? rateRow(shown, day) : null;
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={c.id} />
      <label className="text-sm font-medium text-gray-700" htmlFor={`hsn-${c.id}`}>
        <span aria-hidden="true">{m.dash_category_hsn()}</span>
        <span className="sr-only">{m.dash_category_hsn_of({ name: c.name })}</span>
      </label>
      <div className="w-32">
        <input
          id={`hsn-${c.id}`}
          name="hsnCode"
          inputMode="numeric"
          maxLength={8}
          defaultValue={shown ?? ""}
          aria-describedby={`hsn-${c.id}-note`}
          className={inputClass}
        />
      </div>
      <button type="submit" name="intent" value="hsn" disabled={busy} className={buttonVariants()}>
        {m.dash_save_hsn()}
      </button>
      <p id={`hsn-${c.id}-note`} className={`w-full text-xs ${c.hsnCode ? "text-gray-600" : "text-amber-800"}`}>
        {c.hsnCode
          ? m.dash_category_hsn_saved_as({ hsn: c.hsnCode, goods: goodsText(row) })
          : c.suggestedHsn
            ? m.dash_category_hsn_suggested({ hsn: c.suggestedHsn, goods: goodsText(row) })
            : m.dash_category_hsn_none()}{" "}
        {m.dash_category_hsn_hint()}
      </p>
    </Form>
  );
}

export default function Categories() {
  const { categories, day } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={m.dash_categories_title()} />
      <div className="mb-3 space-y-2">
        <FormError message={failureMessage(result)} />
        <FormSuccess message={successMessage(result)} />
      </div>
      <Card className="mb-4">
        <NewCategoryForm />
      </Card>
      {MAIN_CATEGORIES.map((main) => {
        const list = categories.filter((c) => c.main === main);
        return (
          <section key={main} className="mb-6" aria-labelledby={`main-${main}`}>
            <h2 id={`main-${main}`} className="mb-2 text-lg font-semibold">
              {mainCategoryLabel(main)}
            </h2>
            {list.length === 0 ? <p className="text-sm text-gray-600">{m.dash_no_categories()}</p> : null}
            <ul className="space-y-3">
              {list.map((c, i) => (
                <li key={c.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
                  <NodeEditor node={c} level="category" first={i === 0} last={i === list.length - 1} />
                  <CategoryHsnForm category={c} day={day} />
                  <ul className="mt-3 space-y-2 border-l-2 border-gray-100 pl-3">
                    {c.subcategories.map((s, j) => (
                      <li key={s.id}>
                        <NodeEditor node={s} level="subcategory" first={j === 0} last={j === c.subcategories.length - 1} />
                      </li>
                    ))}
                    <li>
                      <Form method="post" className="flex gap-2">
                        <input type="hidden" name="intent" value="add-sub" />
                        <input type="hidden" name="id" value={c.id} />
                        <label className="sr-only" htmlFor={`sub-${c.id}`}>
                          {m.dash_new_sub_of({ name: c.name })}
                        </label>
                        <input
                          id={`sub-${c.id}`}
                          name="name"
                          placeholder={m.dash_new_subcategory()}
                          required
                          maxLength={80}
                          className={inputClass}
                        />
                        <button type="submit" className={buttonVariants()}>
                          {m.dash_add()}
                        </button>
                      </Form>
                    </li>
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * One category's controls. On a phone they wrap into rows (name and Rename; move and Delete; the
 * picture) so the name field keeps its width instead of shrinking to a sliver beside the buttons.
 */
function NodeEditor({ node, level, first, last }: { node: Node; level: "category" | "subcategory"; first: boolean; last: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post" className="flex min-w-60 flex-1 gap-2">
        <input type="hidden" name="id" value={node.id} />
        <input type="hidden" name="level" value={level} />
        <label className="sr-only" htmlFor={`name-${node.id}`}>
          {m.dash_name_of({ name: node.name })}
        </label>
        <input
          id={`name-${node.id}`}
          name="name"
          defaultValue={node.name}
          required
          maxLength={80}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" name="intent" value="rename" disabled={busy} className={buttonVariants()}>
          {m.dash_rename()}
        </button>
      </Form>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="id" value={node.id} />
        <input type="hidden" name="level" value={level} />
        <MoveButtons
          first={first}
          last={last}
          disabled={busy}
          label={(d) => (d === "up" ? m.dash_move_up : m.dash_move_down)({ name: node.name })}
        />
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={busy}
          className={buttonVariants({ variant: "danger" })}
          aria-label={m.dash_delete_name({ name: node.name })}
        >
          {m.dash_delete()}
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="flex w-full flex-wrap items-center gap-2">
        <input type="hidden" name="id" value={node.id} />
        <input type="hidden" name="level" value={level} />
        {node.imageKey ? (
          <img src={imageUrl(node.imageKey, 320)} alt="" className="h-10 w-10 shrink-0 rounded-md object-cover" />
        ) : (
          <div className="h-10 w-10 shrink-0 rounded-md bg-gray-100" aria-hidden="true" />
        )}
        <label className="sr-only" htmlFor={`pic-${node.id}`}>
          {m.dash_picture_for({ name: node.name })}
        </label>
        {/* The browser's own file control (works without JavaScript, shows the chosen name), its button drawn like ours. */}
        <input
          id={`pic-${node.id}`}
          type="file"
          name="picture"
          accept="image/jpeg,image/png,image/webp"
          className="min-w-0 flex-1 basis-40 text-sm text-gray-700 file:mr-2 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <button type="submit" name="intent" value="picture" disabled={busy} className={buttonVariants()}>
          {m.dash_upload_picture()}
        </button>
      </Form>
    </div>
  );
}
