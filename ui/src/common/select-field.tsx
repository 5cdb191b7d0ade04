import { HTMLSelect } from '@blueprintjs/core';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, fieldError } from './field-frame';
import type { Option } from './options';

export interface SelectFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  options: Option[];
  required?: boolean;
  /** Text of the empty choice; an empty choice stores null. */
  placeholder?: string;
  disabled?: boolean;
  helperText?: string;
  /** Called with the new value after the field changed, for dependent fields. */
  onChanged?: (value: string | null, previous: string | null) => void;
}

/** A native select (fast, accessible, fine on phones) bound to the surrounding form. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const {
    name,
    label,
    options,
    required,
    placeholder = 'Select…',
    disabled,
    helperText,
    onChanged,
  } = props;
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
  const error = fieldError(fieldState, formState);
  const id = `field-${name}`;
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <FieldFrame
      label={label}
      labelFor={id}
      required={required}
      error={error}
      helperText={helperText}
    >
      <HTMLSelect
        id={id}
        name={field.name}
        ref={field.ref}
        fill
        value={value}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(e) => {
          const next = e.target.value === '' ? null : e.target.value;
          field.onChange(next);
          onChanged?.(next, value === '' ? null : value);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FieldFrame>
  );
}
