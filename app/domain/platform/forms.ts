// Zod schemas of the platform's public forms, shared by the server actions and the client forms.
import { z } from "zod";
import { requiredText } from "~/utils/form-schema";

// Conform sends an empty field as missing: requiredText says the same for both.
const CONTACT_REQUIRED = "Please fill in your name, email and message.";
const FEEDBACK_REQUIRED = "Please fill all fields";

export const CONTACT_SUCCESS = "Your message has been sent successfully!";
export const CONTACT_FAILURE = "There was an error sending your message. Please try again.";

/** Landing page contact form (docs/product.md#contact-form). */
export const ContactSchema = z.object({
  name: requiredText(CONTACT_REQUIRED, 200),
  email: requiredText(CONTACT_REQUIRED, 320).pipe(z.email("Please enter a valid email address.")),
  message: requiredText(CONTACT_REQUIRED, 5000),
});

export const FEEDBACK_SUCCESS = "Feedback submitted successfully!";
export const FEEDBACK_FAILURE = "Something went wrong.";

export const FeedbackSchema = z.object({
  name: requiredText(FEEDBACK_REQUIRED, 200),
  message: requiredText(FEEDBACK_REQUIRED, 5000),
});
