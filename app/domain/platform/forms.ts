// Zod schemas of the platform's public forms, shared by the server actions and the client forms.
import { z } from "zod";

const trimmed = z.string().trim();

export const CONTACT_SUCCESS = "Your message has been sent successfully!";
export const CONTACT_FAILURE = "There was an error sending your message. Please try again.";

/** Landing page contact form (docs/product.md#contact-form). */
export const ContactSchema = z.object({
  name: trimmed.min(1, "Please fill in your name, email and message.").max(200),
  email: trimmed.min(1, "Please fill in your name, email and message.").max(320).pipe(z.email("Please enter a valid email address.")),
  message: trimmed.min(1, "Please fill in your name, email and message.").max(5000),
});

export const FEEDBACK_SUCCESS = "Feedback submitted successfully!";
export const FEEDBACK_FAILURE = "Something went wrong.";

export const FeedbackSchema = z.object({
  name: trimmed.min(1, "Please fill all fields").max(200),
  message: trimmed.min(1, "Please fill all fields").max(5000),
});
