// One zod schema per auth form, shared by the server action and the client form (docs/product.md#sign-in-and-accounts).

import { z } from "zod";
import { handleProblem } from "~/domain/sellers/forms";
import * as m from "~/i18n/messages";
import { requiredText } from "~/utils/form-schema";

export const MIN_PASSWORD = 6;
const trimmed = z.string().trim();
export const NAME_MAX = 200;
/** The profile form joins up to five 200-character address parts into this one column. */
export const ADDRESS_MAX = 1200;
// Messages are functions, so that a schema speaks the language of the request that parses it.
const MOBILE = { pattern: /^\d{10}$/, message: { error: () => m.platform_mobile_invalid() } };
const PINCODE = { pattern: /^\d{6}$/, message: { error: () => m.platform_pincode_invalid() } };
const TOO_LONG = (what: () => string, max: number) => () => m.platform_too_long({ what: what(), max: String(max) });
const tooLong = (what: () => string, max: number) => ({ error: TOO_LONG(what, max) });
const emailInvalid = { error: () => m.platform_email_invalid() };

/**
 * The user row's own columns as the app's forms allow them. better-auth's writes to the row (its
 * sign-up endpoint, Google sign-in) are held to the same rules in auth.server.ts.
 */
export const UserFieldsSchema = z
  .object({
    name: trimmed.min(1, { error: () => m.platform_name_required() }).max(NAME_MAX, tooLong(m.common_name, NAME_MAX)),
    email: z.string().max(254, tooLong(m.common_email, 254)),
    mobile: trimmed.regex(MOBILE.pattern, MOBILE.message).nullable(),
    pincode: trimmed.regex(PINCODE.pattern, PINCODE.message).nullable(),
    address: trimmed
      .min(1, { error: () => m.platform_address_required() })
      .max(ADDRESS_MAX, tooLong(m.common_address, ADDRESS_MAX))
      .nullable(),
    signupShop: z
      .string()
      .refine((v) => handleProblem(v) === null, { error: () => m.platform_unknown_shop() })
      .nullable(),
    // Only Google's profile picture: a web address (or none), never javascript: or data:.
    image: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: () => m.platform_image_invalid() }).max(2048)]).nullable(),
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
const allRequired = () => m.platform_all_required();
const loginRequired = () => m.platform_login_required();
const passwordsDiffer = { error: () => m.platform_passwords_differ() };
const passwordShort = { error: () => m.platform_password_short() };

export const LoginSchema = z.object({
  email: requiredText(loginRequired),
  password: requiredText(loginRequired),
  redirectTo: z.string().optional(),
});

export const CustomerRegisterSchema = z
  .object({
    name: requiredText(allRequired, NAME_MAX, TOO_LONG(m.common_name, NAME_MAX)),
    email: requiredText(allRequired).pipe(z.email(emailInvalid)),
    password: z.string({ error: allRequired }).min(1, { error: allRequired }),
    confirmPassword: z.string({ error: allRequired }).min(1, { error: allRequired }),
    address: requiredText(allRequired, ADDRESS_MAX, TOO_LONG(m.common_address, ADDRESS_MAX)),
    pincode: requiredText(allRequired).regex(PINCODE.pattern, PINCODE.message),
    mobile: requiredText(allRequired).regex(MOBILE.pattern, MOBILE.message),
    /** The optional, unticked opt-in to offers and reminders (recorded as a consent event). */
    marketing: z.boolean().default(false),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { ...passwordsDiffer, path: ["confirmPassword"] })
  .refine((v) => v.password.length >= MIN_PASSWORD, { ...passwordShort, path: ["password"] });

export const ForgotPasswordSchema = z.object({
  email: requiredText(() => m.platform_email_required()).pipe(z.email(emailInvalid)),
});

export const ResetPasswordSchema = z
  .object({
    token: requiredText(() => m.platform_reset_link_invalid()),
    password: z.string({ error: () => m.platform_new_password_required() }).min(1, { error: () => m.platform_new_password_required() }),
    confirmPassword: z.string().default(""),
  })
  .refine((v) => v.password.length >= MIN_PASSWORD, { ...passwordShort, path: ["password"] })
  .refine((v) => v.password === v.confirmPassword, { ...passwordsDiffer, path: ["confirmPassword"] });
