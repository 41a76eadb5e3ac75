import { Pager } from "~/components/ui/pager";

/**
 * The storefront's numbered pager. Kept as a name for routes/shop/product.tsx while helper S splits
 * it; new code uses `<Pager variant="numbered">` from components/ui/pager.tsx.
 */
export function Pagination(props: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string }) {
  return <Pager variant="numbered" {...props} />;
}
