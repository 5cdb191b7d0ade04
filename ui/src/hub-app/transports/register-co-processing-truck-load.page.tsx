import { Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  QUANTITY_MAX_LENGTH,
  RegisterCoProcessingMaterialRequest,
  type OngoingTransportView,
  maxLengthOf,
} from '@cairn/contracts';
import type { SchemaInput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { TextField } from '../../common/text-field';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { OngoingTransportPicker } from './ongoing-transport-picker';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { useWeighingTime, WeighingTimeFields } from '../evidence/weighing-time';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

type Input = SchemaInput<typeof RegisterCoProcessingMaterialRequest>;

/** /register-co-processing-material-truck-load: a truck load from an ongoing transport, at least 100 kg (Document 3 §5). */
export default function RegisterCoProcessingTruckLoadPage() {
  return <HubGate>{(hub) => <CoProcessingForm hub={hub} />}</HubGate>;
}

function CoProcessingForm({ hub }: { hub: HubConfig }) {
  const form = useForm<Input>({
    resolver: zodResolver(RegisterCoProcessingMaterialRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      licensePlate: '',
      transportOwner: '',
      pictureFileUploadUuid: '',
      ongoingTransportUuid: '',
      materialType: null,
    },
  });
  const {
    formState: { isValid },
    setValue,
    getValues,
    watch,
  } = form;
  const [transport, setTransport] = useState<OngoingTransportView | null>(null);
  const weighing = useWeighingTime();
  const { saving, save } = useSaveToOverview(form.setError);
  // The picture of the truck may show its plate: prefill it unless the operator typed one.
  const { upload, setUpload } = usePlateEvidence(form, 'pictureFileUploadUuid', 'licensePlate');

  const chooseTransport = (next: OngoingTransportView | null) => {
    setTransport(next);
    setValue('ongoingTransportUuid', next?.uuid ?? '', { shouldValidate: true });
    const remaining = next?.remainingMaterialTypes ?? [];
    setValue('materialType', remaining.length === 1 ? remaining[0] : null, {
      shouldValidate: true,
    });
    if (next) {
      if (!getValues('licensePlate'))
        setValue('licensePlate', next.transporterLicensePlate, { shouldValidate: true });
      if (!getValues('transportOwner'))
        setValue('transportOwner', next.owner, { shouldValidate: true });
    }
  };
  const remainingTypes = transport?.remainingMaterialTypes ?? [];
  const typeRequired = remainingTypes.length > 1;
  const complete = !!transport && (!typeRequired || !!watch('materialType')) && weighing.valid;

  const submit = form.handleSubmit(async (values) => {
    // The button waits for a valid weighing time (complete).
    if (!weighing.valid) return;
    await save(t('hub.truckLoadRegistered'), {
      label: t('hub.unit_TRUCK_LOAD'),
      path: '/api/coProcessingMaterials',
      body: { ...values, weighedAt: weighing.weighedAt.toISOString() },
    });
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.registerTruckLoad')}
        hub={hub}
        pictureMessage={t('hub.pictureTruckPlate')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && complete}
        saving={saving}
        savingTitle={t('hub.savingTruckLoad')}
        onSubmit={() => void submit()}
      >
        <OngoingTransportPicker value={transport} onChange={chooseTransport} required />
        <TextField<Input>
          name="licensePlate"
          label={t('hub.licencePlate')}
          required
          maxLength={maxLengthOf(RegisterCoProcessingMaterialRequest, 'licensePlate')}
          size="large"
        />
        <TextField<Input>
          name="transportOwner"
          label={t('hub.transportOwner')}
          maxLength={maxLengthOf(RegisterCoProcessingMaterialRequest, 'transportOwner')}
          size="large"
          nullable
        />
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
          helperText={t('hub.atLeast100')}
        />
        {typeRequired && (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required
            placeholder={t('hub.selectMaterialType')}
            options={remainingTypes.map((m) => ({
              value: m,
              label: materialTypeLabel(m),
            }))}
          />
        )}
        <WeighingTimeFields value={weighing} />
      </EvidenceForm>
    </FormProvider>
  );
}
