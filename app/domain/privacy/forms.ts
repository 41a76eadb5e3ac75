// The data-rights request and grievance form (browser-safe): one schema for the server and the page.
import { z } from "zod";
import type { PrivacyRequestKind } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { requiredText } from "~/utils/form-schema";
import { PRIVACY_REQUEST_DUE_DAYS } from "./retention";

/** What a person may ask for, as the form names it; `satisfies` keeps it to the table's kinds, all of them. */
export const REQUEST_KIND_LABELS = {
  access: () => m.privacy_request_kind_access(),
  correction: () => m.privacy_request_kind_correction(),
  erasure: () => m.privacy_request_kind_erasure(),
  consent: () => m.privacy_request_kind_consent(),
  grievance: () => m.privacy_request_kind_grievance(),
} satisfies Record<PrivacyRequestKind, () => string>;

const KINDS = Object.keys(REQUEST_KIND_LABELS) as [PrivacyRequestKind, ...PrivacyRequestKind[]];
const REQUIRED = () => m.privacy_request_required();

export const PRIVACY_REQUEST_SUCCESS = () => m.privacy_request_success({ days: String(PRIVACY_REQUEST_DUE_DAYS) });
export const PRIVACY_REQUEST_FAILURE = () => m.privacy_request_failure();

export const PrivacyRequestSchema = z.object({
  kind: z.enum(KINDS, { error: () => m.privacy_request_kind_required() }),
  name: requiredText(REQUIRED, 200),
  email: requiredText(REQUIRED, 320).pipe(z.email({ error: () => m.privacy_request_email_invalid() })),
  /** The shop it is about, by its web address; inside a shop, that shop. */
  shop: z
    .string()
    .trim()
    .max(60, { error: () => m.privacy_request_shop_unknown() })
    .optional(),
  message: requiredText(REQUIRED, 5000),
});
export type PrivacyRequestInput = z.output<typeof PrivacyRequestSchema>;
