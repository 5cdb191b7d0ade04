import { H3, SectionCard } from '@blueprintjs/core';
import { MaterialType, ProcessingStep, ProductType, type Feature } from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { enumOptions } from '../../common/options';
import { HubMultiSelect, HubSwitch } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';
import { useSupplierOptions } from './hub-pickers.api';
import { t } from '../admin.messages';
import { materialTypeLabel } from '../../common/material-label';
import { enumLabels } from '../../common/enum-labels.messages';

const MATERIAL_OPTIONS = enumOptions(MaterialType.options, materialTypeLabel);
const PRODUCT_OPTIONS = enumOptions(ProductType.options, enumLabels('ProductType'));
const STEP_OPTIONS = enumOptions(ProcessingStep.options, enumLabels('ProcessingStep'));

/**
 * What the hub collects, from whom, and what grading and processing take in and give out.
 * The "(required)" marks follow the features (Document 1 §5).
 */
export function HubMaterialFields({ hubUuid }: { hubUuid?: string }) {
  const [type, features] = useWatch<HubFormValues, ['type', 'features']>({
    name: ['type', 'features'],
  });
  const has = (f: Feature) => (features ?? []).includes(f);
  const grading = has('MATERIAL_SEGREGATION');
  const processing = has('MATERIAL_PROCESSING');
  const suppliers = useSupplierOptions(type, hubUuid);

  return (
    <>
      <SectionCard>
        <H3 className="cairn-heading-h6">{t('admin.materialsAndSuppliers')}</H3>
        <HubMultiSelect
          name="collectedMaterialTypes"
          label={t('admin.collectedMaterialTypes')}
          options={MATERIAL_OPTIONS}
        />
        <HubMultiSelect
          name="supplierUuids"
          label={t('admin.suppliers')}
          options={suppliers.options}
          disabled={!type}
          placeholder={t(type ? 'admin.searchHubs' : 'admin.chooseTypeFirst')}
          helperText={t('admin.suppliersHelper')}
        />
        <HubSwitch name="allowUnregisteredSuppliers" label={t('admin.allowUnregistered')} />
      </SectionCard>
      <SectionCard>
        <H3 className="cairn-heading-h6">{t('admin.grading')}</H3>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="segregationInputMaterialTypes"
            label={t('admin.gradingInput')}
            options={MATERIAL_OPTIONS}
            required={grading && has('MASS_BALANCE_TRACKING')}
          />
          <HubMultiSelect
            name="segregationOutputMaterialTypes"
            label={t('admin.gradingOutput')}
            options={MATERIAL_OPTIONS}
            required={grading}
          />
        </div>
        <HubSwitch
          name="enableBaleSegregationOutput"
          label={t('admin.baleOutput')}
          disabled={!grading}
          hint={grading ? undefined : t('admin.needsSegregation')}
        />
      </SectionCard>
      <SectionCard>
        <H3 className="cairn-heading-h6">{t('admin.processing')}</H3>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="processingInputMaterialTypes"
            label={t('admin.processingInput')}
            options={MATERIAL_OPTIONS}
            required={processing}
          />
          <HubMultiSelect
            name="processingOutputMaterialTypes"
            label={t('admin.processingOutput')}
            options={MATERIAL_OPTIONS}
            required={processing}
          />
          <HubMultiSelect
            name="processingOutputProductTypes"
            label={t('admin.processingProducts')}
            options={PRODUCT_OPTIONS}
            required={processing}
          />
          <HubMultiSelect
            name="processingSteps"
            label={t('admin.processingSteps')}
            options={STEP_OPTIONS}
          />
        </div>
      </SectionCard>
    </>
  );
}
