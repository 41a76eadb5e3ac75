// Where the product sits: main category, then one of the shop's categories, then a subcategory.
import type { MainCategory } from "~/db/schema/values";
import { MAIN_CATEGORY_LABELS, mainCategoryLabel } from "~/domain/catalog/constants";
import * as m from "~/i18n/messages";
import { SelectField } from "./select-field";
import type { ProductFields } from "./types";
import type { Placement } from "./use-placement";

const MAINS = Object.keys(MAIN_CATEGORY_LABELS) as MainCategory[];

export function PlacementFields({ fields, placement }: { fields: ProductFields; placement: Placement }) {
  const none = { value: "", label: m.dash_none() };
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label={m.dash_main_category()}
        name={fields.main.name}
        value={placement.main}
        onChange={(v) => placement.setMain(v as MainCategory)}
        options={MAINS.map((main) => ({ value: main, label: mainCategoryLabel(main) }))}
        errors={fields.main.errors}
      />
      <SelectField
        label={m.dash_category()}
        name={fields.categoryId.name}
        value={placement.categoryId}
        onChange={placement.setCategoryId}
        options={[none, ...placement.mainCategories.map((c) => ({ value: c.id, label: c.name }))]}
        errors={fields.categoryId.errors}
      />
      <SelectField
        label={m.dash_subcategory()}
        name={fields.subcategoryId.name}
        value={placement.subcategoryId}
        onChange={placement.setSubcategoryId}
        disabled={!placement.categoryId}
        options={[none, ...placement.subcategories.map((s) => ({ value: s.id, label: s.name }))]}
        errors={fields.subcategoryId.errors}
      />
    </div>
  );
}
