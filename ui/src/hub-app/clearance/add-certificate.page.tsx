import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  QUANTITY_MAX_LENGTH,
  CertifyCollectedMaterialRequest,
  CoProcessingCertificateRequest,
  type ReadyForCertificationView,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { formatDayTime, formatNumber, unitText } from '../../common/format';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { READY_PATHS, type CertifierKind } from './certification-panel';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';

/** The material the certificate is for, as the list of ready materials shows it. */
function MaterialSummary({ kind, uuid }: { kind: CertifierKind; uuid: string }) {
  const { data } = useSWR<ReadyForCertificationView[]>(READY_PATHS[kind], fetcher);
  const m = data?.find((x) => x.uuid === uuid);
  if (!data) return null;
  if (!m) return <Callout intent="warning">{t('hub.notWaitingForCertificate')}</Callout>;
  return (
    <Callout icon="document" data-testid="certificate-material">
      <strong>{m.licensePlate ?? t('hub.unit_TRUCK_LOAD')}</strong> · {formatNumber(m.weight, 2)}{' '}
      {unitText(m.quantityUnit)} · {formatDayTime(m.weighedAt)}
      {m.materialType && <div>{materialTypeLabel(m.materialType)}</div>}
    </Callout>
  );
}

type Recycler = SchemaInput<typeof CertifyCollectedMaterialRequest>;
type CoProcessing = SchemaInput<typeof CoProcessingCertificateRequest>;

/** /recycler-material/:materialUuid/add-certificate: the certificate picture and the certified weight (Document 3 §2, §5). */
export function RecyclerCertificatePage() {
  return <HubGate>{(hub) => <RecyclerForm hub={hub} />}</HubGate>;
}

function useSave(path: string, setError: Parameters<typeof useSaveToOverview>[0]) {
  const { saving, save: saveToOverview } = useSaveToOverview(setError);
  const save = (values: unknown) =>
    saveToOverview(t('hub.certificateAdded'), {
      label: t('hub.typeCertification'),
      path,
      body: values,
    });
  return { saving, save };
}

function RecyclerForm({ hub }: { hub: HubConfig }) {
  const uuid = useParams().materialUuid ?? '';
  const form = useForm<Recycler>({
    resolver: zodResolver(CertifyCollectedMaterialRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: { certifiedWeight: '', certificatePictureFileUploadUuid: '' },
  });
  const { upload, setUpload } = useEvidence((u) =>
    form.setValue('certificatePictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const { saving, save } = useSave(`/api/collectedMaterials/${uuid}/certify`, form.setError);
  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.addCertificate')}
        hub={hub}
        pictureMessage={t('hub.pictureCertificate')}
        upload={upload}
        onUploaded={setUpload}
        valid={form.formState.isValid}
        saving={saving}
        savingTitle={t('hub.savingCertificate')}
        onSubmit={() => void form.handleSubmit(save)()}
      >
        <MaterialSummary kind="RECYCLER" uuid={uuid} />
        <TextField<Recycler>
          name="certifiedWeight"
          label={t('hub.certifiedWeight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
        />
      </EvidenceForm>
    </FormProvider>
  );
}

/** /co-processing-material/:coProcessingMaterialUuid/add-certificate: certificate file or photo, moisture, ash and calorific value in fixed units. */
export function CoProcessingCertificatePage() {
  return <HubGate>{(hub) => <CoProcessingForm hub={hub} />}</HubGate>;
}

function CoProcessingForm({ hub }: { hub: HubConfig }) {
  const uuid = useParams().coProcessingMaterialUuid ?? '';
  const form = useForm<CoProcessing>({
    resolver: zodResolver(CoProcessingCertificateRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      moisturePercentage: '',
      ashPercentage: null,
      calorificValue: '',
      certificatePictureFileUploadUuid: '',
    },
  });
  const { upload, setUpload } = useEvidence((u) =>
    form.setValue('certificatePictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const { saving, save } = useSave(
    `/api/coProcessingMaterials/${uuid}/addCertificate`,
    form.setError,
  );
  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.addCertificate')}
        hub={hub}
        pictureMessage={t('hub.pictureCertificate')}
        upload={upload}
        onUploaded={setUpload}
        valid={form.formState.isValid}
        saving={saving}
        savingTitle={t('hub.savingCertificate')}
        onSubmit={() => void form.handleSubmit(save)()}
      >
        <MaterialSummary kind="CO_PROCESSING" uuid={uuid} />
        <TextField<CoProcessing>
          name="moisturePercentage"
          label={t('hub.moisture')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>%</Tag>}
        />
        <TextField<CoProcessing>
          name="ashPercentage"
          label={t('hub.ash')}
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          nullable
          rightElement={<Tag minimal>%</Tag>}
        />
        <TextField<CoProcessing>
          name="calorificValue"
          label={t('hub.calorificValue')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>{unitText('CALORIES_PER_GRAM')}</Tag>}
        />
      </EvidenceForm>
    </FormProvider>
  );
}
