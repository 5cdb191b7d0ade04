import { MultiSelect } from '@blueprintjs/select';
import { useMemo } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, fieldError } from './field-frame';
import { filterOption, noResults, optionRenderer } from './option-list';
import type { Option } from './options';

export interface MultiSelectFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  options: Option[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
  /** Called after the selection changed, for dependent fields. */
  onChanged?: (next: string[], previous: string[]) => void;
}

/** A searchable multi-select of string values bound to the surrounding form. */
export function MultiSelectField<T extends FieldValues>(props: MultiSelectFieldProps<T>) {
  const {
    name,
    label,
    options,
    required,
    disabled,
    placeholder = 'Search…',
    helperText,
    onChanged,
  } = props;
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
  const error = fieldError(fieldState, formState);
  const selected = useMemo(() => (field.value as string[] | null | undefined) ?? [], [field.value]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  // A stored value missing from the options (e.g. a supplier no longer offered) still shows, by its value.
  const selectedOptions = selected.map((v) => byValue.get(v) ?? { value: v, label: v });
  const id = `field-${name}`;

  const change = (next: string[]) => {
    field.onChange(next);
    onChanged?.(next, selected);
  };

  return (
    <FieldFrame
      label={label}
      labelFor={id}
      required={required}
      error={error}
      helperText={helperText}
    >
      <MultiSelect<Option>
        fill
        resetOnSelect
        disabled={disabled}
        placeholder={placeholder}
        items={options}
        itemsEqual="value"
        selectedItems={selectedOptions}
        itemPredicate={filterOption}
        itemRenderer={optionRenderer((o) => selected.includes(o.value))}
        tagRenderer={(o) => o.label}
        noResults={noResults}
        onItemSelect={(o) =>
          change(
            selected.includes(o.value)
              ? selected.filter((v) => v !== o.value)
              : [...selected, o.value],
          )
        }
        onRemove={(o) => change(selected.filter((v) => v !== o.value))}
        onClear={selected.length > 0 && !disabled ? () => change([]) : undefined}
        menuProps={{ 'aria-label': label }}
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: field.onBlur }}
        tagInputProps={{
          intent: error ? 'danger' : 'none',
          tagProps: { minimal: true },
          inputProps: { id, name: field.name },
          inputRef: field.ref,
        }}
      />
    </FieldFrame>
  );
}
