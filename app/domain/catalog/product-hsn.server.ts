// A product's HSN for its documents: its own, else its category's default (docs/decisions/0129-gst-rate-table.md).
// Queries selecting it left-join the product's category.
import { sql } from "drizzle-orm";
import { category, product } from "~/db/schema";

export const productHsn = sql<string | null>`coalesce(${product.hsnCode}, ${category.hsnCode})`;
