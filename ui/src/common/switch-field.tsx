import { Switch } from '@blueprintjs/core';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SwitchFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** Why the switch is disabled, or what it changes, shown beside it. */
  hint?: string;
}

/** A boolean setting bound to the surrounding form. */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  disabled,
  hint,
}: SwitchFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  return (
    <Switch
      className="cairn-switch"
      name={field.name}
      inputRef={field.ref}
      checked={Boolean(field.value)}
      disabled={disabled}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      labelElement={
        <>
          {label}
          {hint && <span className="cairn-switch-hint"> ({hint})</span>}
        </>
      }
    />
  );
}
