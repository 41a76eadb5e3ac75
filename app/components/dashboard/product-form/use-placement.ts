// Main category → category → subcategory: choosing a level clears the levels below it. Starts
// from the form's initial values (the product, or the refilled submission after an error).
import { useState } from "react";
import { MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import type { CategoryOption, ProductFields } from "./types";

/** A refilled value is whatever was sent: only a known main category is taken (the fuzz suite sent "null"). */
function mainCategoryOr(value: unknown, fallback: MainCategory): MainCategory {
  return (MAIN_CATEGORIES as readonly unknown[]).includes(value) ? (value as MainCategory) : fallback;
}

export function usePlacement(fields: ProductFields, categories: CategoryOption[]) {
  const [main, setMainState] = useState<MainCategory>(mainCategoryOr(fields.main.initialValue, "men"));
  const [categoryId, setCategoryState] = useState(fields.categoryId.initialValue ?? "");
  const [subcategoryId, setSubcategoryId] = useState(fields.subcategoryId.initialValue ?? "");
  const mainCategories = categories.filter((c) => c.main === main);
  const subcategories = mainCategories.find((c) => c.id === categoryId)?.subcategories ?? [];
  return {
    main,
    categoryId,
    subcategoryId,
    mainCategories,
    subcategories,
    setMain(value: MainCategory) {
      setMainState(value);
      setCategoryState("");
      setSubcategoryId("");
    },
    setCategoryId(value: string) {
      setCategoryState(value);
      setSubcategoryId("");
    },
    setSubcategoryId,
  };
}

export type Placement = ReturnType<typeof usePlacement>;
