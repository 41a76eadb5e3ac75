// The Shop profile page's GST form (docs/decisions/0077-gst-invoices.md). Browser-safe: the form
// validates with this schema as the seller types, the action parses with the same one.
import { z } from "zod";
import { GST_STATUSES, type GstStatus } from "~/db/schema/values";
import { GST_STATE_CODES, GSTIN_MESSAGES, gstinProblem, indianState } from "~/domain/invoices/gstin";

export const GST_STATUS_OPTIONS = [
  { value: "unregistered", label: "Not registered for GST" },
  { value: "regular", label: "Registered (regular)" },
  { value: "composition", label: "Registered (composition scheme)" },
] as const satisfies ReadonlyArray<{ value: GstStatus; label: string }>;

export const GstFormSchema = z
  .object({
    intent: z.literal("gst"),
    gstStatus: z.enum(GST_STATUSES, "Choose your GST registration."),
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
    if (v.gstState && !state) ctx.addIssue({ code: "custom", path: ["gstState"], message: "Choose your state from the list." });
    const registered = v.gstStatus !== "unregistered";
    if (registered && !state) ctx.addIssue({ code: "custom", path: ["gstState"], message: "Choose the state you are registered in." });
    if (registered) {
      const problem = v.gstin ? gstinProblem(v.gstin) : "format";
      if (problem) ctx.addIssue({ code: "custom", path: ["gstin"], message: v.gstin ? GSTIN_MESSAGES[problem] : "Enter your GSTIN." });
      else if (state && v.gstin.slice(0, 2) !== GST_STATE_CODES[state])
        ctx.addIssue({
          code: "custom",
          path: ["gstin"],
          message: `This GSTIN is for state code ${v.gstin.slice(0, 2)}, not ${state} (${GST_STATE_CODES[state]}).`,
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
