// The lines of a checkout or quote request: only identities and quantities (names and prices are
// always re-read from the database).

import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { CheckoutLineSchema, MAX_LINE_QUANTITY } from "./forms";

export interface Line {
  lineNo: number;
  productId: string;
  color: string;
  size: string;
  quantity: number;
  label: string;
}

const NA = "N/A";

/** One line, or null when it names no valid product or quantity. */
function readLine(item: unknown, lineNo: number): Line | null {
  const parsed = CheckoutLineSchema.safeParse(item);
  if (!parsed.success || !isUuid(parsed.data.productId)) return null;
  const quantity = parsed.data.quantity ?? 1; // default quantity (docs/product.md#checkout)
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return {
    lineNo,
    productId: parsed.data.productId.toLowerCase(),
    color: parsed.data.color?.trim() || NA,
    size: parsed.data.size?.trim() || NA,
    quantity,
    label: labelOf(item),
  };
}

function labelOf(item: unknown): string {
  const raw = (item ?? {}) as { name?: unknown; productId?: unknown };
  return (
    [raw.name, raw.productId]
      .find((v): v is string => typeof v === "string" && v.trim() !== "")
      ?.trim()
      .slice(0, 100) ?? "unknown item"
  );
}

/** A checkout's lines: every one must be valid. */
export function parseLines(raw: unknown[]): Line[] {
  if (raw.length === 0) throw new DomainError("cart_empty", m.account_cart_is_empty());
  return raw.map((item, lineNo) => {
    const line = readLine(item, lineNo);
    if (!line) throw new DomainError("invalid_cart_item", m.account_invalid_cart_item({ item: labelOf(item) }));
    return line;
  });
}

/** A quote's lines: the invalid ones are left out (the cart flags them on its own). */
export const readValidLines = (raw: unknown[]): Line[] => raw.flatMap((item, lineNo) => readLine(item, lineNo) ?? []);
