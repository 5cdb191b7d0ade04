import type { FieldValues, Path } from 'react-hook-form';
import { MaterialSourceType } from '@cairn/contracts';
import { SelectField } from '../../common/select-field';
import { t } from '../hub-forms.messages';
import { enumLabel } from '../../common/product-labels.messages';

/** Where the material comes from (RECLAIMER, HOUSEHOLD, BUSINESS, CLEANUP), as Document 3 §3 names it. */
export function MaterialSourceField<V extends FieldValues>({ required }: { required: boolean }) {
  return (
    <SelectField<V>
      name={'materialSourceType' as Path<V>}
      label={t('hub.materialSource')}
      required={required}
      placeholder={t('hub.selectMaterialSource')}
      options={MaterialSourceType.options.map((m) => ({
        value: m,
        label: enumLabel('MaterialSourceType', m),
      }))}
    />
  );
}
