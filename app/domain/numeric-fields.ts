// Every numeric field a person types into, and every numeric CSV column: all are read by the
// strict blocks of app/utils/form-schema.ts (docs/decisions/0111-strict-decimal-numbers.md). The
// property test (./numeric-fields.test.ts) feeds each one every non-decimal spelling and checks
// that every block made is reachable from this list, so a new field cannot be left out.
import type { z } from "zod";
import { MAX_CART_LINE_QUANTITY } from "~/db/schema/values";
import { CartFormSchema, StoredLineSchema } from "./cart/forms";
import { CSV_NUMBER_CELLS } from "./catalog/csv-rows";
import { MAX_STOCK, ProductFormSchema } from "./catalog/product-form";
import { COUPON_VALUE_BLOCKS, CouponFormSchema } from "./payments/coupon-form";
import { RefundFormSchema } from "./payments/payment-forms";
import { DeliveryFormSchema, MAX_COD_FEE_PAISE, PaymentFormSchema } from "./payments/settings-forms";
import { ReviewFormSchema } from "./reviews/forms";
import { ShopProfileSchema } from "./sellers/forms";

export interface NumericField {
  /** Unique: the form (or CSV column) and its field. */
  name: string;
  /** The schema the form is parsed with, or the block a text-valued field or CSV cell is read by. */
  schema: z.ZodType;
  /** The field as the form posts it (Conform's path). */
  field: string;
  kind: "whole" | "rupees";
  /** The values the field takes, in its unit (paise for rupees). */
  min: number;
  max: number;
}

const RUPEES_7 = 9_999_999_99;

export const NUMERIC_FIELDS: readonly NumericField[] = [
  { name: "review.rating", schema: ReviewFormSchema, field: "rating", kind: "whole", min: 1, max: 5 },
  { name: "cart.add.quantity", schema: CartFormSchema, field: "quantity", kind: "whole", min: 1, max: MAX_CART_LINE_QUANTITY },
  {
    name: "cart.set.quantity",
    schema: CartFormSchema,
    field: "quantity",
    kind: "whole",
    min: -MAX_CART_LINE_QUANTITY,
    max: MAX_CART_LINE_QUANTITY,
  },
  { name: "cart.stored.quantity", schema: StoredLineSchema, field: "quantity", kind: "whole", min: 1, max: MAX_CART_LINE_QUANTITY },
  { name: "profile.lowStockThreshold", schema: ShopProfileSchema, field: "lowStockThreshold", kind: "whole", min: 0, max: 1000 },
  { name: "payment.paymentWindowHours", schema: PaymentFormSchema, field: "paymentWindowHours", kind: "whole", min: 1, max: 168 },
  { name: "payment.codFee", schema: PaymentFormSchema, field: "codFee", kind: "rupees", min: 0, max: MAX_COD_FEE_PAISE },
  { name: "payment.codMaxOrder", schema: PaymentFormSchema, field: "codMaxOrder", kind: "rupees", min: 1, max: RUPEES_7 },
  { name: "delivery.flatFee", schema: DeliveryFormSchema, field: "flatFee", kind: "rupees", min: 0, max: RUPEES_7 },
  { name: "delivery.freeAbove", schema: DeliveryFormSchema, field: "freeAbove", kind: "rupees", min: 1, max: RUPEES_7 },
  { name: "coupon.value.percent", schema: CouponFormSchema, field: "value", kind: "whole", min: 1, max: 100 },
  { name: "coupon.value.amount", schema: CouponFormSchema, field: "value", kind: "rupees", min: 1, max: RUPEES_7 },
  { name: "coupon.minOrder", schema: CouponFormSchema, field: "minOrder", kind: "rupees", min: 0, max: RUPEES_7 },
  { name: "coupon.maxDiscount", schema: CouponFormSchema, field: "maxDiscount", kind: "rupees", min: 1, max: RUPEES_7 },
  { name: "coupon.usageLimit", schema: CouponFormSchema, field: "usageLimit", kind: "whole", min: 1, max: 10_000_000 },
  { name: "refund.amount", schema: RefundFormSchema, field: "amount", kind: "rupees", min: 0, max: 999_999_999_99 },
  { name: "product.price", schema: ProductFormSchema, field: "price", kind: "rupees", min: 1, max: RUPEES_7 },
  // Below the price, which the test sets to the most a price may be.
  { name: "product.salePrice", schema: ProductFormSchema, field: "salePrice", kind: "rupees", min: 1, max: RUPEES_7 - 1 },
  { name: "product.stock", schema: ProductFormSchema, field: "colors[0].stock.M", kind: "whole", min: 0, max: MAX_STOCK },
  { name: "product.stockSeen", schema: ProductFormSchema, field: "stockSeen[0].stock.M", kind: "whole", min: 0, max: MAX_STOCK },
  { name: "csv.stock", schema: CSV_NUMBER_CELLS.stock, field: "stock", kind: "whole", min: 0, max: MAX_STOCK },
  { name: "csv.stock_seen", schema: CSV_NUMBER_CELLS.stock, field: "stock_seen", kind: "whole", min: 0, max: MAX_STOCK },
  { name: "csv.price", schema: CSV_NUMBER_CELLS.rupees, field: "price", kind: "rupees", min: 1, max: RUPEES_7 },
  // Below the price, which the test's row sets to the most a price may be (as for the form's sale price).
  { name: "csv.sale_price", schema: CSV_NUMBER_CELLS.rupees, field: "sale_price", kind: "rupees", min: 1, max: RUPEES_7 - 1 },
];

/** Blocks used inside a form's own transform (not reachable by walking its schema). */
export const INNER_NUMERIC_BLOCKS: readonly z.ZodType[] = [COUPON_VALUE_BLOCKS.percent, COUPON_VALUE_BLOCKS.amount];
