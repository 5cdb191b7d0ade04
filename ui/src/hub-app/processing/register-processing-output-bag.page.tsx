import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { QUANTITY_MAX_LENGTH, ProcessingOutputBagRequest, unitForProduct } from '@cairn/contracts';
import { unitText } from '../../common/format';
import type { SchemaInput, SchemaOutput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { DayField } from '../../common/day-field';
import { TextField } from '../../common/text-field';
import { t } from '../hub-forms.messages';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { materialTypeLabel } from '../../common/material-label';
import { enumLabel } from '../../common/product-labels.messages';

type Input = SchemaInput<typeof ProcessingOutputBagRequest>;
type Output = SchemaOutput<typeof ProcessingOutputBagRequest>;
const today = () => new Date().toISOString().slice(0, 10);

/** /processing-unit/:processingUnitUuid/register-output-material-bag/ (query trackedItemUuid). */
export default function RegisterProcessingOutputBagPage() {
  return <HubGate>{(hub) => <ProcessingOutputBagForm hub={hub} />}</HubGate>;
}

/**
 * A processing output bag: material and product of the hub's configured outputs (a single option is
 * preselected and its selector hidden), processed on a day not after today, weighed in liters for OIL
 * and in kilograms otherwise (Document 3 §4).
 */
function ProcessingOutputBagForm({ hub }: { hub: HubConfig }) {
  const { processingUnitUuid = '' } = useParams();
  const [query] = useSearchParams();
  const trackedItemUuid = query.get('trackedItemUuid');
  const materials = hub.processingOutputMaterialTypes ?? [];
  const products = hub.processingOutputProductTypes ?? [];
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ProcessingOutputBagRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      materialType: materials.length === 1 ? materials[0] : undefined,
      productType: products.length === 1 ? products[0] : undefined,
      processedAt: today(),
      weight: '',
      quantityUnit: unitForProduct(products.length === 1 ? products[0] : null),
      pictureFileUploadUuid: '',
      trackedItemUuid,
    },
  });
  const {
    formState: { isValid },
    setValue,
    watch,
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = useEvidence((u) =>
    setValue('pictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const unit = watch('quantityUnit') ?? 'KG';

  const submit = form.handleSubmit(async (values) => {
    await save(t('hub.outputBagRegistered'), {
      label: t('hub.outputBag'),
      path: `/api/processingUnits/${encodeURIComponent(processingUnitUuid)}/outputMaterialBags`,
      body: values,
    });
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.registerOutputBag')}
        hub={hub}
        pictureMessage={t('hub.pictureProcessedOutput')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle={t('hub.savingOutputBag')}
        onSubmit={() => void submit()}
      >
        {(materials.length === 0 || products.length === 0) && (
          <Callout intent="warning">{t('noMaterialTypes')}</Callout>
        )}
        {materials.length > 1 && (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required
            placeholder={t('hub.selectMaterialType')}
            options={materials.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        )}
        {products.length > 1 && (
          <SelectField<Input>
            name="productType"
            label={t('hub.productType')}
            required
            placeholder={t('hub.selectProductType')}
            options={products.map((p) => ({ value: p, label: enumLabel('ProductType', p) }))}
            onChanged={(value) =>
              setValue('quantityUnit', unitForProduct(value as Output['productType'] | null), {
                shouldValidate: true,
              })
            }
          />
        )}
        {(materials.length === 1 || products.length === 1) && (
          <p className="bp6-text-muted">
            {[
              materials.length === 1 && materialTypeLabel(materials[0]),
              products.length === 1 && enumLabel('ProductType', products[0]),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <TextField<Input>
          name="weight"
          label={t(unit === 'LITER' ? 'hub.volume' : 'hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={
            <Tag minimal data-testid="output-unit">
              {unitText(unit)}
            </Tag>
          }
        />
        <DayField<Input> name="processedAt" label={t('hub.processedOn')} required size="large" />
        {trackedItemUuid && <p className="bp6-text-muted">{t('hub.qrCardLinked')}</p>}
      </EvidenceForm>
    </FormProvider>
  );
}
