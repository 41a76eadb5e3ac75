// The statement form's column mapping, as the seller chose it (field names map_date, map_narration,
// map_credit, map_debit, map_reference): none chosen is no mapping; a partial one is refused.
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { type StatementMapping, StatementMappingSchema } from "./statement";

export { MAX_STATEMENT_BYTES } from "./statement";

export function statementMappingFrom(form: FormData): StatementMapping | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  const chosen = {
    date: text("map_date"),
    narration: text("map_narration"),
    credit: text("map_credit"),
    debit: text("map_debit"),
    reference: text("map_reference"),
  };
  if (Object.values(chosen).every((v) => v === undefined)) return null;
  const parsed = StatementMappingSchema.safeParse(chosen);
  if (!parsed.success) throw new DomainError("mapping_incomplete", m.seller_bank_mapping_needed(), { field: "map_credit" });
  return parsed.data;
}
