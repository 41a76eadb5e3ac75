// The login and register forms, used by the shop-level and platform-level auth screens.

import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { CustomerRegisterSchema, ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "~/auth/forms";
import { CheckboxField } from "~/components/dashboard/choice-fields";
import { Field, FormError, FormSuccess, PasswordField, SubmitButton } from "~/components/ui/form";
import { fieldProps, formSummary, secretFieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import * as m from "~/i18n/messages";
import { type Reply, successMessage } from "~/utils/reply";

export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function GoogleButton({ redirectTo, errorTo }: { redirectTo: string; errorTo: string }) {
  const href = `/auth/google?redirectTo=${encodeURIComponent(redirectTo)}&errorTo=${encodeURIComponent(errorTo)}`;
  return (
    <a
      href={href}
      className="flex w-full items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2.5 font-medium text-gray-800 shadow-sm hover:bg-gray-50"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
      </svg>
      {m.platform_google_sign_in()}
    </a>
  );
}

type LastResult = Reply | null | undefined;

export function LoginForm(props: {
  /** The server's reply to the last attempt. */
  lastResult?: LastResult;
  /** A message the page brings (e.g. Google sign-in failed). */
  error?: string | null;
  redirectTo: string;
  /** Absent where no account can be made (a closed shop). */
  registerHref?: string;
  forgotHref: string;
  /** Offer 'Sign in with Google' (only when the server has Google configured). */
  google: boolean;
  googleErrorTo: string;
  notice?: string | null;
}) {
  const [form, fields] = useSchemaForm(LoginSchema, { lastResult: props.lastResult });
  return (
    <AuthCard title={m.platform_login_title()}>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormSuccess message={props.lastResult ? null : props.notice} />
        <FormError message={formSummary(form) ?? props.error} />
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
        <PasswordField label={m.platform_password()} {...secretFieldProps(fields.password)} autoComplete="current-password" />
        <div className="flex justify-end">
          <Link to={props.forgotHref} className="text-sm font-medium text-brand-700 hover:underline">
            {m.platform_forgot_password()}
          </Link>
        </div>
        <SubmitButton pendingText={m.platform_logging_in()}>{m.platform_log_in()}</SubmitButton>
      </Form>
      {props.google ? (
        <>
          <div className="my-5 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
            <span className="h-px flex-1 bg-gray-200" /> {m.platform_or()} <span className="h-px flex-1 bg-gray-200" />
          </div>
          <GoogleButton redirectTo={props.redirectTo} errorTo={props.googleErrorTo} />
        </>
      ) : null}
      {props.registerHref ? (
        <p className="mt-6 text-center text-sm text-gray-600">
          {m.platform_no_account()}{" "}
          <Link to={props.registerHref} className="font-medium text-brand-700 hover:underline">
            {m.common_register()}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}

export function CustomerRegisterForm(props: { lastResult?: LastResult; redirectTo: string; loginHref: string; privacyHref: string }) {
  const [form, fields] = useSchemaForm(CustomerRegisterSchema, { lastResult: props.lastResult });
  return (
    <AuthCard title={m.platform_register_title()}>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormError message={formSummary(form)} />
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        <input type="hidden" name="accountType" value="customer" />
        <Field label={m.platform_full_name()} key={fields.name.key} {...fieldProps(fields.name)} autoComplete="name" />
        <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
        <PasswordField label={m.platform_password()} {...secretFieldProps(fields.password)} autoComplete="new-password" />
        <PasswordField label={m.platform_confirm_password()} {...secretFieldProps(fields.confirmPassword)} autoComplete="new-password" />
        <Field label={m.common_address()} key={fields.address.key} {...fieldProps(fields.address)} autoComplete="street-address" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label={m.common_pincode()}
            key={fields.pincode.key}
            {...fieldProps(fields.pincode)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={m.platform_pincode_placeholder()}
          />
          <Field
            label={m.common_mobile()}
            key={fields.mobile.key}
            {...fieldProps(fields.mobile, "tel")}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder={m.platform_mobile_placeholder()}
          />
        </div>
        <CheckboxField meta={fields.marketing} label={m.privacy_consent_signup_label()} hint={m.privacy_consent_signup_hint()} />
        <p className="text-sm text-gray-600">
          {m.privacy_consent_signup_notice()}{" "}
          <Link to={props.privacyHref} className="font-medium text-brand-700 hover:underline">
            {m.privacy_notice_link()}
          </Link>
        </p>
        <SubmitButton pendingText={m.platform_creating_account()}>{m.platform_create_account()}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        {m.platform_have_account()}{" "}
        <Link to={props.loginHref} className="font-medium text-brand-700 hover:underline">
          {m.platform_log_in()}
        </Link>
      </p>
    </AuthCard>
  );
}

export function ForgotPasswordForm(props: { lastResult?: LastResult; loginHref: string }) {
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, { lastResult: props.lastResult });
  const sent = successMessage(props.lastResult);
  return (
    <AuthCard title={m.platform_forgot_title()}>
      {sent ? (
        <FormSuccess message={sent} />
      ) : (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <p className="text-sm text-gray-600">{m.platform_forgot_intro()}</p>
          <FormError message={formSummary(form)} />
          <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
          <SubmitButton pendingText={m.platform_sending()}>{m.platform_send_reset_link()}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        {m.platform_remembered()}{" "}
        <Link to={props.loginHref} className="font-medium text-brand-700 hover:underline">
          {m.platform_back_to_login()}
        </Link>
      </p>
    </AuthCard>
  );
}

export function ResetPasswordForm(props: { token: string | null; lastResult?: LastResult; error?: string | null; forgotHref: string }) {
  const [form, fields] = useSchemaForm(ResetPasswordSchema, { lastResult: props.lastResult });
  return (
    <AuthCard title={m.platform_reset_title()}>
      {props.token ? (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormError message={formSummary(form)} />
          <input type="hidden" name="token" value={props.token} />
          <PasswordField label={m.platform_new_password()} {...secretFieldProps(fields.password)} autoComplete="new-password" />
          <PasswordField
            label={m.platform_confirm_new_password()}
            {...secretFieldProps(fields.confirmPassword)}
            autoComplete="new-password"
          />
          <SubmitButton pendingText={m.platform_saving()}>{m.platform_reset_password()}</SubmitButton>
        </Form>
      ) : (
        <FormError message={props.error} />
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to={props.forgotHref} className="font-medium text-brand-700 hover:underline">
          {m.platform_request_new_link()}
        </Link>
      </p>
    </AuthCard>
  );
}
