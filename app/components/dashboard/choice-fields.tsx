// Checkboxes, radio groups and selects for Conform forms, with their messages like Field's.
import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { FieldErrors, inputClass } from "~/components/ui/form";
import { withoutKey } from "./conform-props";

// biome-ignore lint/suspicious/noExplicitAny: any field of any form.
type AnyField = FieldMetadata<any, any, string[]>;

export function CheckboxField({ meta, label, hint }: { meta: AnyField; label: string; hint?: string }) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
        <input
          {...withoutKey(getInputProps(meta, { type: "checkbox", value: "on", ariaAttributes: false }))}
          aria-describedby={hintId}
          className="h-5 w-5 shrink-0 rounded border-gray-300 accent-brand-700"
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ml-7 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function RadioGroupField({
  meta,
  legend,
  options,
}: {
  meta: AnyField;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              {...withoutKey(getInputProps(meta, { type: "radio", value: o.value, ariaAttributes: false }))}
              className="h-5 w-5 border-gray-300 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** A select whose first option is empty (`placeholder`); options are values, or values with labels. */
export function SelectBox({
  meta,
  label,
  options,
  placeholder,
  hint,
}: {
  meta: AnyField;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  placeholder: string;
  hint?: string;
}) {
  const props = withoutKey(getSelectProps(meta, { ariaAttributes: false }));
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        {...props}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      {hint ? <p className="mt-1 text-xs text-gray-500">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
