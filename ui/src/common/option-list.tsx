import { MenuItem } from '@blueprintjs/core';
import type { ItemPredicate, ItemRenderer } from '@blueprintjs/select';
import type { Option } from './options';
import { t } from './widgets.messages';

/** Shared rendering and filtering of Option lists for the Blueprint select widgets. */
export const filterOption: ItemPredicate<Option> = (query, option) => {
  const q = query.trim().toLowerCase();
  return !q || option.label.toLowerCase().includes(q) || option.value.toLowerCase().includes(q);
};

export const optionRenderer =
  (isSelected: (o: Option) => boolean): ItemRenderer<Option> =>
  (option, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={option.value}
        ref={ref}
        roleStructure="listoption"
        selected={isSelected(option)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        text={option.label}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

export const noResults = <MenuItem disabled roleStructure="listoption" text={<NoResults />} />;
function NoResults() {
  return t('widgets.noResults');
}
