// HSN code and GST rate. The HSN box offers the category's default or a heading read from its
// names; below it, the rate the law's table gives at the price asked, worked out as the seller
// types. The seller's own rate is asked only for an HSN the table does not cover.
import { getInputProps } from "@conform-to/react";
import { goodsText, ruleText } from "~/components/dashboard/gst-text";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/form";
import type { GstStatus } from "~/db/schema/values";
import { GST_RATE_OPTIONS } from "~/domain/catalog/product-form";
import { productGst } from "~/domain/catalog/product-gst";
import * as m from "~/i18n/messages";
import { SelectBox } from "../choice-fields";
import type { ProductFields, ProductFormMeta } from "./types";
import { textOf } from "./types";
import type { Placement } from "./use-placement";

export interface GstContext {
  gstStatus: GstStatus;
  /** Today, IST (YYYY-MM-DD): the day the rate is worked out for. */
  day: string;
}

/** A box's text now: Conform's value starts as the default and follows typing; an emptied box is undefined (not its default). */
const current = (field: { value?: unknown }) => textOf(field.value);

export function GstFields({
  form,
  fields,
  placement,
  gst,
}: {
  form: ProductFormMeta;
  fields: ProductFields;
  placement: Placement;
  gst: GstContext;
}) {
  const category = placement.mainCategories.find((c) => c.id === placement.categoryId) ?? null;
  const rateText = current(fields.gstRate);
  const info = productGst({
    hsn: current(fields.hsnCode),
    category: category && { name: category.name, hsnCode: category.hsnCode },
    subcategoryName: placement.subcategories.find((s) => s.id === placement.subcategoryId)?.name ?? null,
    main: placement.main,
    price: current(fields.price),
    salePrice: current(fields.salePrice),
    manualRate: rateText ? Number(rateText) : null,
    day: gst.day,
  });
  const { key, ...hsnProps } = getInputProps(fields.hsnCode, { type: "text", ariaAttributes: false });
  const regular = gst.gstStatus === "regular";
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Field
            key={key}
            label={m.dash_hsn_code()}
            {...hsnProps}
            inputMode="numeric"
            maxLength={8}
            placeholder={info.hsnFrom === "category" && info.hsn ? info.hsn : m.dash_optional()}
            hint={m.dash_hsn_hint()}
            errors={fields.hsnCode.errors}
            errorId={fields.hsnCode.errorId}
          />
          {info.hsnFrom === "category" && info.hsn ? (
            <p className="mt-1 text-xs text-gray-600">{m.dash_hsn_from_category({ hsn: info.hsn, goods: goodsText(info.row) })}</p>
          ) : null}
          {info.suggestion ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
              <span>{m.dash_hsn_suggested({ hsn: info.suggestion.hsn, goods: goodsText(info.suggestion.row) })}</span>
              <button
                type="button"
                className={buttonVariants({ size: "sm" })}
                onClick={() => form.update({ name: fields.hsnCode.name, value: info.suggestion?.hsn })}
              >
                {m.dash_hsn_use({ hsn: info.suggestion.hsn })}
              </button>
            </p>
          ) : null}
        </div>
        {regular ? <RateBox fields={fields} info={info} /> : <KeptRate fields={fields} />}
      </div>
      {regular ? <RateLine info={info} /> : <p className="text-sm text-gray-600">{m.dash_gst_not_regular()}</p>}
    </div>
  );
}

type Info = ReturnType<typeof productGst>;

/** A rate not asked for here travels unchanged, so saving the form never drops it. */
const KeptRate = ({ fields }: { fields: ProductFields }) => (
  <input type="hidden" name={fields.gstRate.name} value={current(fields.gstRate)} />
);

/** The seller's own rate: only for an HSN outside the table; for one in it, a sentence. */
function RateBox({ fields, info }: { fields: ProductFields; info: Info }) {
  if (info.row && info.hsn) {
    return (
      <div>
        <KeptRate fields={fields} />
        <p className="text-sm text-gray-600 sm:mt-7">{m.dash_gst_rate_from_table({ hsn: info.hsn, goods: info.row.goods })}</p>
      </div>
    );
  }
  return (
    <SelectBox
      meta={fields.gstRate}
      label={m.dash_gst_rate_manual()}
      placeholder={m.dash_gst_not_set()}
      options={GST_RATE_OPTIONS.map((r) => ({ value: r, label: `${r}%` }))}
      hint={m.dash_gst_rate_manual_hint()}
    />
  );
}

function RateLine({ info }: { info: Info }) {
  const { rate } = info;
  if (!info.hsn) return <p className="text-sm text-amber-800">{m.dash_gst_need_hsn()}</p>;
  if (!rate || rate.source === "none") return null;
  return (
    <p className="text-sm font-medium text-gray-800" aria-live="polite">
      {rate.row && !("flat" in rate.row.rule)
        ? m.dash_gst_at_price_rule({ rate: rate.rate, rule: ruleText(rate.row.rule) })
        : m.dash_gst_at_price({ rate: rate.rate })}
    </p>
  );
}
