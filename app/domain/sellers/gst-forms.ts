// The Shop profile page's GST form (docs/decisions/0077-gst-invoices.md). Browser-safe: the form
// validates with this schema as the seller types, the action parses with the same one.
import { z } from "zod";
import { GST_STATUSES, type GstStatus } from "~/db/schema/values";
import { GST_STATE_CODES, GSTIN_MESSAGES, gstinProblem, indianState } from "~/domain/invoices/gstin";
import * as m from "~/i18n/messages";

/** The GST form's choices, in the request's language (a function: messages are never made at import). */
export const gstStatusOptions = () =>
  [
    { value: "unregistered", label: m.seller_gst_unregistered() },
    { value: "regular", label: m.seller_gst_regular() },
    { value: "composition", label: m.seller_gst_composition() },
  ] as const satisfies ReadonlyArray<{ value: GstStatus; label: string }>;

export const GstFormSchema = z
  .object({
    intent: z.literal("gst"),
    gstStatus: z.enum(GST_STATUSES, { error: () => m.seller_gst_choose_status() }),
    gstin: z
      .string()
      .max(30)
      .optional()
      .transform((v) => (v ?? "").replace(/\s+/g, "").toUpperCase()),
    gstState: z
      .string()
      .max(60)
      .optional()
      .transform((v) => v ?? ""),
  })
  .transform((v, ctx) => {
    const state = v.gstState ? indianState(v.gstState) : null;
    if (v.gstState && !state) ctx.addIssue({ code: "custom", path: ["gstState"], message: m.seller_state_from_list() });
    const registered = v.gstStatus !== "unregistered";
    if (registered && !state) ctx.addIssue({ code: "custom", path: ["gstState"], message: m.seller_gst_state_required() });
    if (registered) {
      const problem = v.gstin ? gstinProblem(v.gstin) : "format";
      if (problem)
        ctx.addIssue({ code: "custom", path: ["gstin"], message: v.gstin ? GSTIN_MESSAGES[problem] : m.seller_gstin_required() });
      else if (state && v.gstin.slice(0, 2) !== GST_STATE_CODES[state])
        ctx.addIssue({
          code: "custom",
          path: ["gstin"],
          message: m.seller_gstin_wrong_state({ code: v.gstin.slice(0, 2), state, stateCode: GST_STATE_CODES[state] }),
        });
    }
    return {
      gstStatus: v.gstStatus,
      // An unregistered seller has no GSTIN: a stale one is dropped, not kept.
      gstin: registered ? v.gstin : null,
      gstState: state ?? "",
    };
  });

export type GstSettings = z.output<typeof GstFormSchema>;
