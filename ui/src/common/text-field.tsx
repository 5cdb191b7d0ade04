import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, fieldError } from './field-frame';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputGroupProps,
  'name' | 'value' | 'onChange' | 'intent'
> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Send null instead of '' for an optional text left empty. */
  nullable?: boolean;
  helperText?: string;
}

/** A text input bound to the surrounding form (FormProvider). */
export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  nullable,
  helperText,
  ...input
}: TextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
  const error = fieldError(fieldState, formState);
  const id = `field-${name}`;
  return (
    <FieldFrame
      label={label}
      labelFor={id}
      required={required}
      error={error}
      helperText={helperText}
    >
      <InputGroup
        {...input}
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e) => field.onChange(nullable && e.target.value === '' ? null : e.target.value)}
        onBlur={field.onBlur}
        intent={error ? 'danger' : 'none'}
        disabled={input.disabled || field.disabled}
      />
    </FieldFrame>
  );
}
