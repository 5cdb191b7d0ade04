import './truck-loads.css';
import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import {
  QUANTITY_MAX_LENGTH,
  localInstant,
  RegisterTruckLoadForm,
  truckLoadMissingFields,
  type OngoingTransportView,
  RegisterTruckLoadRequest,
  maxLengthOf,
} from '@cairn/contracts';
import { post } from '../../api/request';
import { useIdempotencyKey } from '../../common/use-idempotency-key';
import type { SchemaInput, SchemaOutput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { DayField } from '../../common/day-field';
import { TextField } from '../../common/text-field';
import { t } from '../hub-forms.messages';
import { showToast } from '../../shell/toaster';
import { EvidenceForm, plateOf, savedThenOverview, useEvidence } from '../evidence/evidence-form';
import type { HubConfig } from '../use-hub-config.hook';
import { OngoingTransportPicker } from '../transports/ongoing-transport-picker';
import { localDay, localTime } from '../evidence/weighing-time';
import { materialTypeLabel } from '../../common/material-label';

/** The form's fields: the request's, with weighedAt as a date and a time (Document 3 §3: ISO datetime from date plus time). */
const TruckLoadFormSchema = RegisterTruckLoadForm;
type Input = SchemaInput<typeof TruckLoadFormSchema>;
type Output = SchemaOutput<typeof TruckLoadFormSchema>;
interface Saved {
  uuid: string;
  ongoingTransportUuid: string | null;
  remainingMaterialTypes: string[];
}

interface Props {
  hub: HubConfig;
  /** From a supplier of the platform: the truck load comes off an ongoing transport. */
  fromSupplier: boolean;
  /** /register-additional-material: the transport is fixed, only its remaining types are offered. */
  transport?: OngoingTransportView;
  title: string;
}

/**
 * A recycler's truck load (POST /api/registeredMaterials/). From a supplier the ongoing transport is
 * required and gives plate and supplier; otherwise both are typed. The material type is asked when the hub
 * collects several or the transport carries several; while more types remain on the transport the button
 * reads "Save and continue" and leads to /register-additional-material/{transport}.
 */
export function TruckLoadForm({ hub, fromSupplier, transport: fixed, title }: Props) {
  const navigate = useNavigate();
  const now = new Date();
  const hubTypes = hub.collectedMaterialTypes ?? [];
  const submission = useIdempotencyKey();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(TruckLoadFormSchema),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      licensePlate: null,
      supplier: null,
      internalId: null,
      transportOwner: fixed?.owner ?? null,
      materialType:
        fixed && fixed.remainingMaterialTypes.length === 1
          ? fixed.remainingMaterialTypes[0]
          : !fromSupplier && hubTypes.length === 1
            ? hubTypes[0]
            : null,
      pictureFileUploadUuid: '',
      ongoingTransportUuid: fixed?.uuid ?? null,
      weighedDate: localDay(now),
      weighedTime: localTime(now),
    },
  });
  const {
    formState: { isValid },
    setValue,
    getValues,
    watch,
    reset,
  } = form;
  const [transport, setTransport] = useState<OngoingTransportView | null>(fixed ?? null);
  const [saving, setSaving] = useState(false);
  const { upload, setUpload } = useEvidence(
    (u) => setValue('pictureFileUploadUuid', u.uuid, { shouldValidate: true }),
    // The picture analysis may prefill the licence plate of an own supplier's truck.
    (u) => {
      const plate = plateOf(u);
      if (plate && !fromSupplier && !getValues('licensePlate'))
        setValue('licensePlate', plate, { shouldValidate: true });
    },
  );

  const chooseTransport = (next: OngoingTransportView | null) => {
    setTransport(next);
    setValue('ongoingTransportUuid', next?.uuid ?? null, { shouldValidate: true });
    const remaining = next?.remainingMaterialTypes ?? [];
    setValue('materialType', remaining.length === 1 ? remaining[0] : null, {
      shouldValidate: true,
    });
    if (next && !getValues('transportOwner'))
      setValue('transportOwner', next.owner, { shouldValidate: true });
  };

  const types = fromSupplier ? (transport?.remainingMaterialTypes ?? []) : hubTypes;
  const typeRequired = fromSupplier
    ? (transport?.remainingMaterialTypes.length ?? 0) > 1
    : hubTypes.length > 1;
  const [materialType, plate, supplier] = watch(['materialType', 'licensePlate', 'supplier']);
  const complete =
    (fromSupplier
      ? !!transport
      : Object.keys(truckLoadMissingFields({ licensePlate: plate, supplier })).length === 0) &&
    (!typeRequired || !!materialType);
  const continues = !!transport && transport.remainingMaterialTypes.length > 1;

  const submit = form.handleSubmit(async ({ weighedDate, weighedTime, ...values }) => {
    setSaving(true);
    try {
      const saved = await submission.send((idempotencyKey) =>
        post<Saved>(
          '/api/registeredMaterials/',
          { ...values, weighedAt: localInstant(weighedDate, weighedTime).toISOString() },
          { idempotencyKey },
        ),
      );
      showToast('success', t('hub.truckLoadRegistered'));
      if (saved.ongoingTransportUuid && saved.remainingMaterialTypes.length > 0) {
        // The next page (perhaps this one again) must show what is left on the truck, not a cached answer.
        await mutate(`/api/ongoingTransports/${encodeURIComponent(saved.ongoingTransportUuid)}`);
        reset();
        setSaving(false);
        navigate(`/register-additional-material/${saved.ongoingTransportUuid}`);
        return;
      }
      await savedThenOverview(navigate);
    } catch {
      setSaving(false);
    }
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={title}
        hub={hub}
        pictureMessage={t('hub.pictureTruckLoadWeighbridge')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && complete}
        saving={saving}
        savingTitle={t('hub.savingTruckLoad')}
        saveText={t(continues ? 'hub.saveAndContinue' : 'hub.save')}
        onSubmit={() => void submit()}
      >
        {fromSupplier && !fixed && (
          <OngoingTransportPicker value={transport} onChange={chooseTransport} required />
        )}
        {fixed && (
          <Callout
            icon="drive-time"
            className="truck-load__transport"
            data-testid="additional-transport"
          >
            <strong>{fixed.transporterLicensePlate}</strong>{' '}
            {t('hub.fromOwner', { owner: fixed.owner })}
          </Callout>
        )}
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
        />
        {types.length > 1 && (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required={typeRequired}
            placeholder={t('hub.selectMaterialType')}
            options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        )}
        {types.length === 1 && (
          <p className="bp6-text-muted">
            {t('hub.materialTypeIs', { material: materialTypeLabel(types[0]) })}
          </p>
        )}
        {!fromSupplier && hubTypes.length === 0 && (
          <Callout intent="warning">{t('noMaterialTypes')}</Callout>
        )}
        {!fromSupplier && (
          <>
            <TextField<Input>
              name="licensePlate"
              label={t('hub.licencePlate')}
              required
              maxLength={maxLengthOf(RegisterTruckLoadRequest, 'licensePlate')}
              size="large"
              nullable
            />
            <TextField<Input>
              name="supplier"
              label={t('hub.supplier')}
              required
              maxLength={maxLengthOf(RegisterTruckLoadRequest, 'supplier')}
              size="large"
              nullable
            />
          </>
        )}
        <div className="truck-load__when">
          <DayField<Input> name="weighedDate" label={t('hub.weighedOn')} required size="large" />
          <TextField<Input>
            name="weighedTime"
            label={t('hub.weighedAtTime')}
            required
            type="time"
            size="large"
          />
        </div>
        <TextField<Input>
          name="internalId"
          label={t('hub.internalId')}
          maxLength={maxLengthOf(RegisterTruckLoadRequest, 'internalId')}
          size="large"
          nullable
        />
        <TextField<Input>
          name="transportOwner"
          label={t('hub.transportOwner')}
          maxLength={maxLengthOf(RegisterTruckLoadRequest, 'transportOwner')}
          size="large"
          nullable
        />
      </EvidenceForm>
    </FormProvider>
  );
}
