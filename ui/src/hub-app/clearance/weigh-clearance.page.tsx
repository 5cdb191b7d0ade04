import { Callout, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  QUANTITY_MAX_LENGTH,
  WeighHandlingCenterClearanceRequest,
  type MaterialClearanceRow,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { formatDayTime, formatNumber, unitText } from '../../common/format';
import { PageSpinner } from '../../shell/page-spinner';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { LOADED_PATHS, type LoadedKind } from './loaded-clearances';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { useWeighingTime, WeighingTimeFields } from '../evidence/weighing-time';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

type Input = SchemaInput<typeof WeighHandlingCenterClearanceRequest>;

const CALLS: Record<
  LoadedKind,
  { param: string; path: (uuid: string) => string; withTime: boolean }
> = {
  MATERIAL_CLEARANCE: {
    param: 'materialClearanceUuid',
    path: (u) => `/api/materialClearances/${u}/weigh`,
    withTime: true,
  },
  CLEARANCE_TRANSPORT: {
    param: 'clearanceTransportUuid',
    path: (u) => `/api/clearanceTransports/${u}/weigh`,
    withTime: true,
  },
  // Document 3 §7: no weighedAt on the handling center's weigh call.
  HANDLING_CENTER_CLEARANCE: {
    param: 'handlingCenterMaterialClearanceUuid',
    path: (u) => `/api/handlingCenterMaterialClearances/${u}/weigh`,
    withTime: false,
  },
};

/**
 * The weigh steps of Document 3 §2: /weigh-collection-center-material-clearance/:materialClearanceUuid,
 * /weigh-recycler-clearance-transport/:clearanceTransportUuid and
 * /weigh-handling-center-material-clearance/:handlingCenterMaterialClearanceUuid. The weigh slip, the weight
 * (at most 10 characters) and, except at handling centers, when it was weighed.
 */
export default function WeighClearancePage({ kind }: { kind: LoadedKind }) {
  const uuid = useParams()[CALLS[kind].param] ?? '';
  const { data, error } = useSWR<MaterialClearanceRow[]>(LOADED_PATHS[kind], fetcher);
  if (error) return <NonIdealState icon="error" title={t('hub.clearanceLoadError')} />;
  if (!data) return <PageSpinner />;
  const clearance = data.find((c) => c.uuid === uuid);
  if (!clearance)
    return (
      <NonIdealState
        icon="search"
        title={t('hub.nothingToWeigh')}
        description={t('hub.clearanceNotLoaded')}
      />
    );
  return <HubGate>{(hub) => <WeighForm hub={hub} kind={kind} clearance={clearance} />}</HubGate>;
}

function WeighForm({
  hub,
  kind,
  clearance,
}: {
  hub: HubConfig;
  kind: LoadedKind;
  clearance: MaterialClearanceRow;
}) {
  const call = CALLS[kind];
  const form = useForm<Input>({
    resolver: zodResolver(WeighHandlingCenterClearanceRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: { weight: '', weighSlipPictureFileUploadUuid: '' },
  });
  const {
    formState: { isValid },
    setValue,
  } = form;
  const weighing = useWeighingTime();
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = useEvidence((u) =>
    setValue('weighSlipPictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const dateValid = !call.withTime || weighing.valid;
  const unit = unitText(clearance.quantityUnit);
  const loaded = clearance.stockTaken.reduce((s, l) => s + l.quantity, 0);

  const submit = form.handleSubmit(async (values) => {
    const body = !call.withTime
      ? values
      : weighing.valid
        ? { ...values, weighedAt: weighing.weighedAt.toISOString() }
        : null;
    // The button waits for a valid weighing time (dateValid).
    if (!body) return;
    await save(t('hub.clearanceWeighed'), {
      label: t('hub.clearanceWeighing'),
      path: call.path(clearance.uuid),
      body,
    });
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.weighClearance')}
        hub={hub}
        pictureMessage={t('hub.pictureWeighSlip')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && dateValid}
        saving={saving}
        savingTitle={t('hub.savingWeight')}
        onSubmit={() => void submit()}
      >
        <Callout icon="truck" data-testid="weigh-clearance-summary">
          <strong>{clearance.transporterLicensePlate}</strong>{' '}
          {t('hub.forBuyerLoaded', {
            buyer: clearance.buyer,
            at: formatDayTime(clearance.createdAt),
          })}
          <div>
            {clearance.materialTypes.map(materialTypeLabel).join(', ') || t('hub.clearedByAdmin')}
          </div>
          {/* showClearanceWeight: what left the stock when loaded (or the estimate), for comparison with the scale. */}
          {(hub.showClearanceWeight ?? true) && loaded > 0 && (
            <div>
              {t(clearance.partialClearance ? 'hub.estimated' : 'hub.loadedFromStock', {
                weight: `${formatNumber(loaded, 2)} ${unit}`,
              })}
            </div>
          )}
        </Callout>
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>{unit}</Tag>}
        />
        {call.withTime && <WeighingTimeFields value={weighing} />}
      </EvidenceForm>
    </FormProvider>
  );
}
