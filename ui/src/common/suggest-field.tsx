import { Suggest } from '@blueprintjs/select';
import { useMemo } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, fieldError } from './field-frame';
import { filterOption, noResults, optionRenderer } from './option-list';
import type { Option } from './options';

export interface SuggestFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  options: Option[];
  required?: boolean;
  placeholder?: string;
}

/** A single choice out of a long list (countries, currencies), searchable by label or code. */
export function SuggestField<T extends FieldValues>({
  name,
  label,
  options,
  required,
  placeholder = 'Search…',
}: SuggestFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
  const error = fieldError(fieldState, formState);
  const value = field.value as string | null | undefined;
  const selectedItem = useMemo(
    () => options.find((o) => o.value === value) ?? null,
    [options, value],
  );
  const id = `field-${name}`;
  return (
    <FieldFrame label={label} labelFor={id} required={required} error={error}>
      <Suggest<Option>
        fill
        resetOnClose
        items={options}
        itemsEqual="value"
        selectedItem={selectedItem}
        inputValueRenderer={(o) => o.label}
        itemPredicate={filterOption}
        itemRenderer={optionRenderer((o) => o.value === value)}
        noResults={noResults}
        onItemSelect={(o) => field.onChange(o.value)}
        menuProps={{ 'aria-label': label }}
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: field.onBlur }}
        inputProps={{
          id,
          name: field.name,
          placeholder,
          inputRef: field.ref,
          intent: error ? 'danger' : 'none',
        }}
      />
    </FieldFrame>
  );
}
