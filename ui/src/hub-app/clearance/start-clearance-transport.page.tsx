import { Callout } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  clearanceSteps,
  withClearanceSteps,
  materialTypeLabel,
  StartHandlingCenterClearanceRequest,
  type RecyclerClearanceOverview,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';

/** The handling center's request; the recycler's is the same without material types. */
type Input = SchemaInput<typeof StartHandlingCenterClearanceRequest>;
type Kind = 'RECYCLER' | 'HANDLING_CENTER';

/**
 * /start-recycler-clearance (POST /api/clearanceTransports: the recycler's output stock leaves) and
 * /clear-handling-center-material/:materialTypes (POST /api/handlingCenterMaterialClearances):
 * transporter picture and licence plate (as the hub's clearanceSteps ask) and buyer (Document 3 §2, §5).
 */
export default function StartClearanceTransportPage({ kind }: { kind: Kind }) {
  return <HubGate>{(hub) => <TransportForm hub={hub} kind={kind} />}</HubGate>;
}

function RecyclerStock() {
  const { data } = useSWR<RecyclerClearanceOverview>('/api/clearances/overview', fetcher);
  if (!data) return null;
  const types = Object.keys(data.materialBreakdown);
  return (
    <Callout icon="box" data-testid="clearance-choice">
      {data.segregationOutputMaterialBagsCount} output{' '}
      {data.segregationOutputMaterialBagsCount === 1 ? 'bag' : 'bags'} ·{' '}
      {data.formattedMaterialTotal} kg of {types.map(materialTypeLabel).join(', ') || 'no material'}{' '}
      leave with this truck.
    </Callout>
  );
}

function TransportForm({ hub, kind }: { hub: HubConfig; kind: Kind }) {
  const params = useParams();
  const materialTypes =
    kind === 'HANDLING_CENTER'
      ? (params.materialTypes ?? '').split(',').filter(Boolean)
      : ['OTHER'];
  const steps = clearanceSteps(hub);
  const form = useForm<Input>({
    resolver: zodResolver(
      withClearanceSteps(
        StartHandlingCenterClearanceRequest,
        steps,
        'transporterPictureFileUploadUuid',
      ),
    ),
    mode: 'onChange',
    defaultValues: {
      materialTypes: materialTypes as Input['materialTypes'],
      transporterLicensePlate: '',
      buyer: '',
      transporterPictureFileUploadUuid: '',
    },
  });
  const {
    formState: { isValid },
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = usePlateEvidence(
    form,
    'transporterPictureFileUploadUuid',
    'transporterLicensePlate',
  );

  const submit = form.handleSubmit(async ({ materialTypes: types, ...values }) => {
    await save(
      steps.weigh
        ? 'The truck is loaded. Weigh it before it leaves.'
        : 'The clearance is complete: its material is cleared.',
      kind === 'RECYCLER'
        ? { label: 'Clearance transport', path: '/api/clearanceTransports', body: values }
        : {
            label: 'Clearance transport',
            path: '/api/handlingCenterMaterialClearances',
            body: { ...values, materialTypes: types },
          },
    );
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={kind === 'RECYCLER' ? 'Start clearance' : 'Clear material'}
        hub={hub}
        pictureMessage={
          steps.plate
            ? "Take a picture of the transporter's truck with its licence plate"
            : 'Take a picture of the loaded material'
        }
        picture={steps.picture}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle="Saving the clearance…"
        onSubmit={() => void submit()}
      >
        {kind === 'RECYCLER' ? (
          <RecyclerStock />
        ) : (
          <Callout icon="box" data-testid="clearance-choice">
            {materialTypes.map(materialTypeLabel).join(', ') || 'No material type chosen'}
          </Callout>
        )}
        {steps.plate && (
          <TextField<Input>
            name="transporterLicensePlate"
            label="Transporter licence plate"
            required
            maxLength={100}
            size="large"
          />
        )}
        <TextField<Input> name="buyer" label="Buyer" required maxLength={100} size="large" />
      </EvidenceForm>
    </FormProvider>
  );
}
