import { H6, SectionCard } from '@blueprintjs/core';
import {
  MaterialType,
  materialTypeLabel,
  ProcessingStep,
  ProductType,
  type Feature,
} from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { enumOptions } from '../../common/options';
import { HubMultiSelect, HubSwitch } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';
import { useSupplierOptions } from './hub-pickers.api';

const MATERIAL_OPTIONS = enumOptions(MaterialType.options, materialTypeLabel);
const PRODUCT_OPTIONS = enumOptions(ProductType.options);
const STEP_OPTIONS = enumOptions(ProcessingStep.options);

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
        <H6>Materials and suppliers</H6>
        <HubMultiSelect
          name="collectedMaterialTypes"
          label="Collected material types"
          options={MATERIAL_OPTIONS}
        />
        <HubMultiSelect
          name="supplierUuids"
          label="Suppliers"
          options={suppliers.options}
          disabled={!type}
          placeholder={type ? 'Search hubs…' : 'Choose the type first'}
          helperText="Hubs that deliver material to this hub: only their trucks can be received here; the choice depends on the type"
        />
        <HubSwitch name="allowUnregisteredSuppliers" label="Allow unregistered suppliers" />
      </SectionCard>
      <SectionCard>
        <H6>Grading</H6>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="segregationInputMaterialTypes"
            label="Grading input material types"
            options={MATERIAL_OPTIONS}
            required={grading && has('MASS_BALANCE_TRACKING')}
          />
          <HubMultiSelect
            name="segregationOutputMaterialTypes"
            label="Grading output material types"
            options={MATERIAL_OPTIONS}
            required={grading}
          />
        </div>
        <HubSwitch
          name="enableBaleSegregationOutput"
          label="Bale output in grading"
          disabled={!grading}
          hint={grading ? undefined : 'needs the Material segregation feature'}
        />
      </SectionCard>
      <SectionCard>
        <H6>Processing</H6>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="processingInputMaterialTypes"
            label="Processing input material types"
            options={MATERIAL_OPTIONS}
            required={processing}
          />
          <HubMultiSelect
            name="processingOutputMaterialTypes"
            label="Processing output material types"
            options={MATERIAL_OPTIONS}
            required={processing}
          />
          <HubMultiSelect
            name="processingOutputProductTypes"
            label="Processing output product types"
            options={PRODUCT_OPTIONS}
            required={processing}
          />
          <HubMultiSelect name="processingSteps" label="Processing steps" options={STEP_OPTIONS} />
        </div>
      </SectionCard>
    </>
  );
}
