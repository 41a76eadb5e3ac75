// A labelled select with a field's errors (aria-invalid, aria-describedby), like Field for inputs.
import { useId } from "react";
import { FieldErrors, inputClass } from "~/components/ui/form";

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  disabled,
  errors,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  disabled?: boolean;
  errors?: string[];
}) {
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
