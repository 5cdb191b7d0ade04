import { MultiSelect } from '@blueprintjs/select';
import { filterOption, noResults, optionRenderer } from './option-list';
import type { Option } from './options';

interface OptionMultiSelectProps {
  options: readonly Option[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  ariaLabel?: string;
}

/** A searchable multi-select of values held in plain state, for filters and panels outside a form. */
export function OptionMultiSelect({
  options,
  selected,
  onChange,
  placeholder,
  disabled,
  ariaLabel,
}: OptionMultiSelectProps) {
  const chosen = options.filter((o) => selected.includes(o.value));
  const toggle = (option: Option) =>
    onChange(
      selected.includes(option.value)
        ? selected.filter((v) => v !== option.value)
        : [...selected, option.value],
    );

  return (
    <MultiSelect<Option>
      fill
      resetOnSelect
      disabled={disabled}
      placeholder={placeholder}
      items={[...options]}
      itemsEqual="value"
      selectedItems={chosen}
      itemPredicate={filterOption}
      itemRenderer={optionRenderer((o) => selected.includes(o.value))}
      tagRenderer={(o) => o.label}
      noResults={noResults}
      onItemSelect={toggle}
      onRemove={toggle}
      onClear={selected.length > 0 && !disabled ? () => onChange([]) : undefined}
      menuProps={{
        'aria-label': ariaLabel ?? placeholder,
        style: { maxHeight: 320, overflowY: 'auto' },
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ tagProps: { minimal: true } }}
    />
  );
}
