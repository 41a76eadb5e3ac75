// Zod schemas of the platform's public forms, shared by the server actions and the client forms.
import { z } from "zod";
import * as m from "~/i18n/messages";
import { requiredText } from "~/utils/form-schema";

// Conform sends an empty field as missing: requiredText says the same for both. Messages are
// functions so that a schema speaks the language of the request that parses it.
const CONTACT_REQUIRED = () => m.platform_contact_required();
const FEEDBACK_REQUIRED = () => m.platform_feedback_required();

export const CONTACT_SUCCESS = () => m.platform_contact_success();
export const CONTACT_FAILURE = () => m.platform_contact_failure();

/** Landing page contact form (docs/product.md#contact-form). */
export const ContactSchema = z.object({
  name: requiredText(CONTACT_REQUIRED, 200),
  email: requiredText(CONTACT_REQUIRED, 320).pipe(z.email({ error: () => m.platform_email_invalid() })),
  message: requiredText(CONTACT_REQUIRED, 5000),
});

export const FEEDBACK_SUCCESS = () => m.platform_feedback_success();
export const FEEDBACK_FAILURE = () => m.platform_feedback_failure();

export const FeedbackSchema = z.object({
  name: requiredText(FEEDBACK_REQUIRED, 200),
  message: requiredText(FEEDBACK_REQUIRED, 5000),
});
