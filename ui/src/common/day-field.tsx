import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { dayPattern, isoDayToFilterDay, parseFilterDay } from './dates';
import { FieldFrame, fieldError } from './field-frame';

export interface DayFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Send null instead of '' when left empty. */
  nullable?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  /** The hub app's inputs are large (a thumb's). */
  size?: 'medium' | 'large';
}

/**
 * A day of a form, typed DD/MM/YYYY (German TT.MM.JJJJ) and kept as YYYY-MM-DD (what the contracts' schemas check).
 * A text that is no day is kept as typed, so the schema refuses it with its own message.
 */
export function DayField<T extends FieldValues>({
  name,
  label,
  required,
  nullable,
  helperText,
  autoFocus,
  size,
}: DayFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
  const value = (field.value as string | null | undefined) ?? '';
  const [text, setText] = useState(() => isoDayToFilterDay(value));
  const shown = parseFilterDay(text) === value || text === value ? text : isoDayToFilterDay(value);
  const error = fieldError(fieldState, formState);
  const id = `field-${name}`;
  return (
    <FieldFrame
      label={label}
      labelFor={id}
      required={required}
      error={error}
      helperText={helperText ?? dayPattern()}
    >
      <InputGroup
        id={id}
        name={field.name}
        inputRef={field.ref}
        placeholder={dayPattern()}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        size={size}
        value={shown}
        onValueChange={(next) => {
          setText(next);
          const day = parseFilterDay(next);
          field.onChange(next.trim() === '' ? (nullable ? null : '') : (day ?? next));
        }}
        onBlur={() => {
          const day = parseFilterDay(text);
          if (day) setText(isoDayToFilterDay(day));
          field.onBlur();
        }}
        intent={error ? 'danger' : 'none'}
        disabled={field.disabled}
      />
    </FieldFrame>
  );
}
