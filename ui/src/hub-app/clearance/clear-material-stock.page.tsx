import { Callout, FormGroup, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  clearanceSteps,
  withClearanceSteps,
  QUANTITY_MAX_LENGTH,
  StartMaterialClearanceRequest,
  unitForProduct,
  maxLengthOf,
} from '@cairn/contracts';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { formatNumber, unitText } from '../../common/format';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

type Input = SchemaInput<typeof StartMaterialClearanceRequest>;

/**
 * /clear-material-stock (query materialTypes, productType, materialClearanceUnitUuid, total): the transporter's
 * picture and plate (as the hub's clearanceSteps ask), partial or full (only for a single material type), the estimated weight when partial, and
 * the buyer when the hub shows it (Document 3 §2, §4, §5).
 */
export default function ClearMaterialStockPage() {
  return <HubGate>{(hub) => <ClearStockForm hub={hub} />}</HubGate>;
}

function ClearanceType() {
  const { field, fieldState } = useController<Input, 'partialClearance'>({
    name: 'partialClearance',
  });
  const value = field.value === true ? 'PARTIAL' : field.value === false ? 'FULL' : '';
  return (
    <FormGroup
      label={t('hub.tabClearance')}
      labelInfo={t('hub.required')}
      intent={fieldState.error ? 'danger' : 'none'}
    >
      <RadioGroup
        selectedValue={value}
        onChange={(e) => field.onChange(e.currentTarget.value === 'PARTIAL')}
        inline
      >
        <Radio large label={t('hub.clearanceFull')} value="FULL" />
        <Radio large label={t('hub.clearancePartial')} value="PARTIAL" />
      </RadioGroup>
    </FormGroup>
  );
}

function ClearStockForm({ hub }: { hub: HubConfig }) {
  const [query] = useSearchParams();
  const materialTypes = (query.get('materialTypes') ?? '').split(',').filter(Boolean);
  const productType = query.get('productType');
  const unitUuid = query.get('materialClearanceUnitUuid');
  const total = Number(query.get('total') ?? '');
  const quantityUnit = unitForProduct(productType);
  const single = materialTypes.length === 1;
  const showBuyer = hub.showMaterialClearanceBuyer ?? true;
  const steps = clearanceSteps(hub);
  const form = useForm<Input>({
    resolver: zodResolver(
      withClearanceSteps(StartMaterialClearanceRequest, steps, 'pictureFileUploadUuid'),
    ),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      materialTypes: materialTypes as Input['materialTypes'],
      productType: productType as Input['productType'],
      transporterLicensePlate: '',
      // §4: fixed to PARTIAL for a clearance unit; the question is asked only for a single material type.
      partialClearance: unitUuid ? true : single ? undefined : false,
      // A unit leaves whole: its weight is the estimate (the operator may correct it).
      estimatedWeight: unitUuid && Number.isFinite(total) ? String(total) : null,
      quantityUnit,
      buyer: showBuyer ? '' : '-',
      pictureFileUploadUuid: '',
      materialClearanceUnitUuid: unitUuid,
    },
  });
  const {
    formState: { isValid },
    watch,
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = usePlateEvidence(
    form,
    'pictureFileUploadUuid',
    'transporterLicensePlate',
  );
  const partial = watch('partialClearance') === true;

  const submit = form.handleSubmit(async (values) => {
    await save(t(steps.weigh ? 'hub.clearanceLoaded' : 'hub.clearanceComplete'), {
      label: t('hub.materialClearance'),
      path: '/api/materialClearances',
      body: { ...values, estimatedWeight: values.partialClearance ? values.estimatedWeight : null },
    });
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.clearStock')}
        hub={hub}
        pictureMessage={t(
          steps.plate ? 'hub.pictureTransporterTruck' : 'hub.pictureLoadedMaterial',
        )}
        picture={steps.picture}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && materialTypes.length > 0}
        saving={saving}
        savingTitle={t('hub.savingClearance')}
        onSubmit={() => void submit()}
      >
        <Callout icon="box" data-testid="clearance-choice">
          {materialTypes.map(materialTypeLabel).join(', ') || t('hub.noMaterialTypeChosen')}
          {Number.isFinite(total) && total > 0 && (
            <>
              {' '}
              · {formatNumber(total, 3)} {unitText(quantityUnit)}{' '}
              {t(unitUuid ? 'hub.inThisClearanceUnit' : 'hub.inStock')}
            </>
          )}
        </Callout>
        {steps.plate && (
          <TextField<Input>
            name="transporterLicensePlate"
            label={t('hub.transporterPlate')}
            required
            maxLength={maxLengthOf(StartMaterialClearanceRequest, 'transporterLicensePlate')}
            size="large"
          />
        )}
        {single && !unitUuid && <ClearanceType />}
        {partial && (
          <TextField<Input>
            name="estimatedWeight"
            label={t('hub.estimatedWeight')}
            required
            inputMode="decimal"
            maxLength={QUANTITY_MAX_LENGTH}
            size="large"
            rightElement={<Tag minimal>{unitText(quantityUnit)}</Tag>}
          />
        )}
        {showBuyer && (
          <TextField<Input>
            name="buyer"
            label={t('hub.buyer')}
            required
            maxLength={maxLengthOf(StartMaterialClearanceRequest, 'buyer')}
            size="large"
          />
        )}
      </EvidenceForm>
    </FormProvider>
  );
}
