import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  QUANTITY_MAX_LENGTH,
  RegisterCarrierMaterialRequest,
  RegisterHandlingCenterMaterialRequest,
  type OngoingTransportView,
  maxLengthOf,
} from '@cairn/contracts';
import type { SchemaInput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { TextField } from '../../common/text-field';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { OngoingTransportPicker } from './ongoing-transport-picker';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

type Kind = 'CARRIER' | 'HANDLING_CENTER';
const SCHEMA = {
  CARRIER: RegisterCarrierMaterialRequest,
  HANDLING_CENTER: RegisterHandlingCenterMaterialRequest,
};
const PATH = { CARRIER: '/api/carrierMaterials', HANDLING_CENTER: '/api/handlingCenterMaterials' };
type Input = SchemaInput<typeof RegisterCarrierMaterialRequest>;

/** /register-carrier-material and /register-handling-center-material (Document 3 §2). */
export default function RegisterReceivedMaterialPage({ kind }: { kind: Kind }) {
  return <HubGate>{(hub) => <ReceivedMaterialForm hub={hub} kind={kind} />}</HubGate>;
}

function ReceivedMaterialForm({ hub, kind }: { hub: HubConfig; kind: Kind }) {
  const carrier = kind === 'CARRIER';
  const form = useForm<Input>({
    resolver: zodResolver(SCHEMA[kind] as typeof RegisterCarrierMaterialRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      transportOwner: '',
      weight: carrier ? null : '',
      materialType: null,
      pictureFileUploadUuid: carrier ? null : '',
      ongoingTransportUuid: carrier ? null : '',
    },
  });
  const {
    formState: { isValid },
    setValue,
    getValues,
    watch,
  } = form;
  const [transport, setTransport] = useState<OngoingTransportView | null>(null);
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = useEvidence((u) =>
    setValue('pictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );

  const chooseTransport = (next: OngoingTransportView | null) => {
    setTransport(next);
    setValue('ongoingTransportUuid', next?.uuid ?? (carrier ? null : ''), { shouldValidate: true });
    const remaining = next?.remainingMaterialTypes ?? [];
    setValue('materialType', remaining.length === 1 ? remaining[0] : null, {
      shouldValidate: true,
    });
    if (next && !getValues('transportOwner'))
      setValue('transportOwner', next.owner, { shouldValidate: true });
  };

  const types = transport
    ? transport.remainingMaterialTypes
    : carrier
      ? (hub.collectedMaterialTypes ?? [])
      : [];
  const typeRequired = !!transport && transport.remainingMaterialTypes.length > 1;
  const weight = watch('weight');
  const materialType = watch('materialType');
  // A carrier without a transport must weigh; with one, the dispatched weight is taken when left empty.
  const complete =
    (carrier ? !!transport || !!weight : !!transport) && (!typeRequired || !!materialType);

  const submit = form.handleSubmit(async (values) => {
    await save(t('hub.materialRegistered'), {
      label: t('hub.receivedMaterial'),
      path: PATH[kind],
      body: { ...values, weight: values.weight === '' ? null : values.weight },
    });
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.registerMaterial')}
        hub={hub}
        pictureMessage={t('hub.pictureMaterialOnTruck')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && complete}
        saving={saving}
        savingTitle={t('hub.savingMaterial')}
        onSubmit={() => void submit()}
      >
        <OngoingTransportPicker value={transport} onChange={chooseTransport} required={!carrier} />
        <TextField<Input>
          name="transportOwner"
          label={t('hub.transportOwner')}
          required
          maxLength={maxLengthOf(RegisterCarrierMaterialRequest, 'transportOwner')}
          size="large"
        />
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
          required={!carrier || !transport}
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
          nullable={carrier}
          helperText={
            carrier && transport
              ? t('hub.leaveEmptyForDispatched')
              : carrier
                ? undefined
                : t('hub.atLeast100')
          }
        />
        {types.length > 1 || (!transport && types.length > 0) ? (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required={typeRequired}
            placeholder={t('hub.selectMaterialType')}
            options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        ) : types.length === 1 ? (
          <p className="bp6-text-muted">
            {t('hub.materialTypeIs', { material: materialTypeLabel(types[0]) })}
          </p>
        ) : null}
        {!carrier && !transport && (
          <Callout intent="primary" icon="info-sign">
            {t('hub.registeredFromTruck')}
          </Callout>
        )}
      </EvidenceForm>
    </FormProvider>
  );
}
