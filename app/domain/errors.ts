import * as m from "~/i18n/messages";

/**
 * The one error for a broken rule (docs/decisions/0069-one-error-and-reply.md). `code` is stable
 * and machine-readable so a translated UI can word it itself; `message` is the English sentence a
 * person sees today; `field` names the form field at fault (absent: the whole form); `status` is
 * what HTTP answers; `details` carries data the screen needs to recover (e.g. the live stock).
 */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export class DomainError extends Error {
  readonly status: DomainErrorStatus;
  readonly field?: string;
  readonly details?: unknown;

  constructor(
    readonly code: string,
    message: string,
    options: { status?: DomainErrorStatus; field?: string; details?: unknown } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.status = options.status ?? 400;
    this.field = options.field;
    this.details = options.details;
  }
}

/** Every field's messages of a failed parse, keyed by the top-level field name ("" for the whole form). */
export type FieldErrors = Record<string, string[]>;

/** A zod issue path as the form field's name (Conform's: `colors[1].color`), so the form shows it under that field. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    "",
  );
}

/** A failed zod parse as one DomainError: the first problem is the message, all of them travel as `fieldErrors`. */
export function invalidInput(
  error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] },
  fallback: string = m.platform_check_form(),
): DomainError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = fieldName(issue.path);
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  const first = error.issues[0];
  return new DomainError("invalid_input", first?.message ?? fallback, {
    field: first ? fieldName(first.path) || undefined : undefined,
    details: { fieldErrors },
  });
}
