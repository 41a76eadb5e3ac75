// One zod schema per auth form, shared by the server action and the client form (spec point 5).
import { z } from "zod";

export const MIN_PASSWORD = 6;
const trimmed = z.string().trim();

export const LoginSchema = z.object({
  email: trimmed.min(1, "Email and password are required"),
  password: trimmed.min(1, "Email and password are required"),
  redirectTo: z.string().optional(),
});

export const CustomerRegisterSchema = z
  .object({
    name: trimmed.min(1, "All fields are required"),
    email: trimmed.min(1, "All fields are required").pipe(z.email("Please enter a valid email address.")),
    password: z.string().min(1, "All fields are required"),
    confirmPassword: z.string().min(1, "All fields are required"),
    address: trimmed.min(1, "All fields are required"),
    pincode: trimmed.min(1, "All fields are required").regex(/^\d{6}$/, "Pincode must be 6 digits."),
    mobile: trimmed.min(1, "All fields are required").regex(/^\d{10}$/, "Mobile number must be 10 digits."),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] })
  .refine((v) => v.password.length >= MIN_PASSWORD, { message: "Password must be at least 6 characters", path: ["password"] });

export const ForgotPasswordSchema = z.object({
  email: trimmed.min(1, "Please enter your email address.").pipe(z.email("Please enter a valid email address.")),
});

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is invalid or has expired. Please request a new one."),
    password: z.string().min(1, "Please enter a new password."),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password.length >= MIN_PASSWORD, { message: "Password must be at least 6 characters", path: ["password"] })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** The spec shows one message per form: the first problem, in field order. */
export function firstError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  return { message: issue?.message ?? "Please check the form.", field: issue?.path[0]?.toString() };
}
