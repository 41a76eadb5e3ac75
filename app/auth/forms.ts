// One zod schema per auth form, shared by the server action and the client form (docs/product.md#sign-in-and-accounts).
import { z } from "zod";
import { handleProblem } from "~/domain/sellers/forms";
import { requiredText } from "~/utils/form-schema";

export const MIN_PASSWORD = 6;
const trimmed = z.string().trim();
export const NAME_MAX = 200;
/** The profile form joins up to five 200-character address parts into this one column. */
export const ADDRESS_MAX = 1200;
const MOBILE = { pattern: /^\d{10}$/, message: "Mobile number must be 10 digits." };
const PINCODE = { pattern: /^\d{6}$/, message: "Pincode must be 6 digits." };
const TOO_LONG = (what: string, max: number) => `${what} must be at most ${max} characters.`;

/**
 * The user row's own columns as the app's forms allow them. better-auth's writes to the row (its
 * sign-up endpoint, Google sign-in) are held to the same rules in auth.server.ts.
 */
export const UserFieldsSchema = z
  .object({
    name: trimmed.min(1, "Please enter your name.").max(NAME_MAX, TOO_LONG("Name", NAME_MAX)),
    email: z.string().max(254, TOO_LONG("Email", 254)),
    mobile: trimmed.regex(MOBILE.pattern, MOBILE.message).nullable(),
    pincode: trimmed.regex(PINCODE.pattern, PINCODE.message).nullable(),
    address: trimmed.min(1, "Please enter your address.").max(ADDRESS_MAX, TOO_LONG("Address", ADDRESS_MAX)).nullable(),
    signupShop: z
      .string()
      .refine((v) => handleProblem(v) === null, "Unknown shop.")
      .nullable(),
    // Only Google's profile picture: a web address (or none), never javascript: or data:.
    image: z.union([z.literal(""), z.url({ protocol: /^https?$/, message: "Invalid image address." }).max(2048)]).nullable(),
  })
  .partial();

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_RUNS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** The longest start of `text` that is at most `max` UTF-16 units (what zod's max counts), whole characters only. */
function clip(text: string, max: number): string {
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * Google's profile as the user row's name and picture, within UserFieldsSchema: Google's name is
 * not ours to refuse (that would refuse the sign-in), so controls become spaces, it is cut to
 * NAME_MAX, and an empty one is the e-mail's name part; a picture that is no web address is none.
 */
export function googleUserFields(profile: { name?: unknown; email?: unknown; picture?: unknown }): { name: string; image?: string } {
  const named = (value: unknown) =>
    clip(
      String(value ?? "")
        .replace(CONTROL_RUNS, " ")
        .trim(),
      NAME_MAX,
    ).trim();
  const name = named(profile.name) || named(String(profile.email ?? "").split("@")[0]) || "Google user";
  const image = UserFieldsSchema.shape.image.safeParse(profile.picture);
  return { name, image: image.success && image.data ? image.data : undefined };
}

// Conform sends an empty field as missing: requiredText gives both the same message.
const allRequired = "All fields are required";
const loginRequired = "Email and password are required";

export const LoginSchema = z.object({
  email: requiredText(loginRequired),
  password: requiredText(loginRequired),
  redirectTo: z.string().optional(),
});

export const CustomerRegisterSchema = z
  .object({
    name: requiredText(allRequired, NAME_MAX, TOO_LONG("Name", NAME_MAX)),
    email: requiredText(allRequired).pipe(z.email("Please enter a valid email address.")),
    password: z.string(allRequired).min(1, allRequired),
    confirmPassword: z.string(allRequired).min(1, allRequired),
    address: requiredText(allRequired, ADDRESS_MAX, TOO_LONG("Address", ADDRESS_MAX)),
    pincode: requiredText(allRequired).regex(PINCODE.pattern, PINCODE.message),
    mobile: requiredText(allRequired).regex(MOBILE.pattern, MOBILE.message),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] })
  .refine((v) => v.password.length >= MIN_PASSWORD, { message: "Password must be at least 6 characters", path: ["password"] });

export const ForgotPasswordSchema = z.object({
  email: requiredText("Please enter your email address.").pipe(z.email("Please enter a valid email address.")),
});

export const ResetPasswordSchema = z
  .object({
    token: requiredText("This reset link is invalid or has expired. Please request a new one."),
    password: z.string("Please enter a new password.").min(1, "Please enter a new password."),
    confirmPassword: z.string().default(""),
  })
  .refine((v) => v.password.length >= MIN_PASSWORD, { message: "Password must be at least 6 characters", path: ["password"] })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
