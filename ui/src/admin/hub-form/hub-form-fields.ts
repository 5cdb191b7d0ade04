import { useFormContext } from 'react-hook-form';
import { MultiSelectField } from '../../common/multi-select-field';
import { SelectField } from '../../common/select-field';
import { SuggestField } from '../../common/suggest-field';
import { SwitchField } from '../../common/switch-field';
import { TextField } from '../../common/text-field';
import type { DependentUpdates } from './hub-form-dependencies';
import type { HubFormValues } from './hub-form-values';

/** The shared field components, bound to the hub form's values so field names are checked. */
export const HubText = TextField<HubFormValues>;
export const HubSelect = SelectField<HubFormValues>;
export const HubMultiSelect = MultiSelectField<HubFormValues>;
export const HubSuggest = SuggestField<HubFormValues>;
export const HubSwitch = SwitchField<HubFormValues>;

/** Applies the updates that follow a change (Document 1 §4) to the form. */
export function useApplyUpdates(): (updates: DependentUpdates) => void {
  const { setValue } = useFormContext<HubFormValues>();
  return (updates) => {
    for (const [name, value] of Object.entries(updates)) {
      setValue(name as keyof DependentUpdates, value as never, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
}
