import { useId, useState } from "react";
import { useNavigation } from "react-router";
import { Button, type ButtonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

/** The one text-input look, shared by every form in the app. */
export const inputClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-500";

/**
 * A field's problems from the reply protocol (app/utils/reply.ts): pass Conform's field metadata
 * (`errors`, `errorId`) so the input is aria-invalid and described by its messages.
 */
type FieldErrorProps = { invalid?: boolean; errors?: string[] | null; errorId?: string };
type InputProps = React.InputHTMLAttributes<HTMLInputElement> & FieldErrorProps & { label: string; hint?: string };

/** aria-invalid and aria-describedby for a control with these errors and hint. */
function ariaFor({ invalid, errors, errorId }: FieldErrorProps, hintId?: string) {
  const hasErrors = Boolean(errors?.length);
  const describedBy = [hasErrors ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": invalid || hasErrors || undefined, "aria-describedby": describedBy };
}

/** A field's messages under it; the id is what its control's aria-describedby points to. */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function Field({ label, invalid, errors, errorId, hint, id, className, ...props }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messagesId = errorId ?? `${inputId}-errors`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={inputId} className={inputClass} {...ariaFor({ invalid, errors, errorId: messagesId }, hintId)} {...props} />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={messagesId} errors={errors} />
    </div>
  );
}

export function PasswordField({ label, invalid, errors, errorId, id, className, ...props }: Omit<InputProps, "type">) {
  const generated = useId();
  const inputId = id ?? generated;
  const messagesId = errorId ?? `${inputId}-errors`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          {...ariaFor({ invalid, errors, errorId: messagesId })}
          className={`${inputClass} pr-16`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={
            visible ? m.platform_hide_field({ field: label.toLowerCase() }) : m.platform_show_field({ field: label.toLowerCase() })
          }
          className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {visible ? m.platform_hide() : m.platform_show()}
        </button>
      </div>
      <FieldErrors id={messagesId} errors={errors} />
    </div>
  );
}

/**
 * A submit button (the full-width primary Button) that is disabled while its form is being
 * submitted. Navigation forms are tracked automatically; fetcher forms pass `pending` themselves.
 */
export function SubmitButton({
  children,
  pendingText,
  pending: pendingProp,
  variant = "primary",
  size = "lg",
  wide = true,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { pendingText?: string; pending?: boolean }) {
  const navigation = useNavigation();
  const pending = pendingProp ?? navigation.state === "submitting";
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      size={size}
      wide={wide}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
    >
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </div>
  );
}

/** A success line announced politely to screen readers (errors use FormError's alert). */
export function FormSuccess({ message }: { message?: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={message ? "rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800" : "sr-only"}
    >
      {message}
    </div>
  );
}

export function TextArea({
  label,
  invalid,
  errors,
  errorId,
  id,
  className,
  ...props
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & FieldErrorProps & { label: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const messagesId = errorId ?? `${inputId}-errors`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <textarea id={inputId} className={inputClass} rows={5} {...ariaFor({ invalid, errors, errorId: messagesId })} {...props} />
      <FieldErrors id={messagesId} errors={errors} />
    </div>
  );
}
