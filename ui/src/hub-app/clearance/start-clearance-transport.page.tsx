import { Callout, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  clearanceSteps,
  withClearanceSteps,
  StartHandlingCenterClearanceRequest,
  type RecyclerClearanceOverview,
  maxLengthOf,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { t } from '../hub-forms.messages';
import { numberText } from '../../common/format';
import { materialTypeLabel } from '../../common/material-label';

/** The handling center's request; the recycler's is the same without material types. */
type Input = SchemaInput<typeof StartHandlingCenterClearanceRequest>;
type Kind = 'RECYCLER' | 'HANDLING_CENTER';

/**
 * /start-recycler-clearance (POST /api/clearanceTransports: the recycler's output stock leaves) and
 * /clear-handling-center-material/:materialTypes (POST /api/handlingCenterMaterialClearances):
 * transporter picture and licence plate (as the hub's clearanceSteps ask) and buyer (Document 3 §2, §5).
 */
export default function StartClearanceTransportPage({ kind }: { kind: Kind }) {
  return (
    <HubGate>
      {(hub) =>
        kind === 'RECYCLER' ? (
          <WhenInStock>
            <TransportForm hub={hub} kind={kind} />
          </WhenInStock>
        ) : (
          <TransportForm hub={hub} kind={kind} />
        )
      }
    </HubGate>
  );
}

/** No output bag in stock: said, with the way back, before any camera opens (issue 31). */
function WhenInStock({ children }: { children: ReactNode }) {
  const { data, error } = useSWR<RecyclerClearanceOverview>('/api/clearances/overview', fetcher);
  if (!data && !error) return <Spinner />;
  const empty =
    data &&
    data.segregationOutputMaterialBagsCount === 0 &&
    !(Number(data.formattedMaterialTotal) > 0);
  if (empty)
    return (
      <NonIdealState
        icon="box"
        title={t('hub.noOutputInStock')}
        description={t('hub.noOutputInStockText')}
        action={
          <Link to="/hub-overview" className="bp6-button bp6-intent-primary bp6-large">
            {t('hub.backToOverview')}
          </Link>
        }
      />
    );
  return <>{children}</>;
}

function RecyclerStock() {
  const { data } = useSWR<RecyclerClearanceOverview>('/api/clearances/overview', fetcher);
  if (!data) return null;
  const types = Object.keys(data.materialBreakdown);
  return (
    <Callout icon="box" data-testid="clearance-choice">
      {t('hub.leaveWithTruck', {
        count: data.segregationOutputMaterialBagsCount,
        weight: `${numberText(data.formattedMaterialTotal)} kg`,
        materials: types.map(materialTypeLabel).join(', ') || t('hub.noMaterial'),
      })}
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
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
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
      t(steps.weigh ? 'hub.truckLoaded' : 'hub.clearanceComplete'),
      kind === 'RECYCLER'
        ? { label: t('hub.clearanceTransport'), path: '/api/clearanceTransports', body: values }
        : {
            label: t('hub.clearanceTransport'),
            path: '/api/handlingCenterMaterialClearances',
            body: { ...values, materialTypes: types },
          },
    );
  });

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t(kind === 'RECYCLER' ? 'hub.startClearance' : 'hub.clearMaterial')}
        hub={hub}
        pictureMessage={t(
          steps.plate ? 'hub.pictureTransporterTruck' : 'hub.pictureLoadedMaterial',
        )}
        picture={steps.picture}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle={t('hub.savingClearance')}
        onSubmit={() => void submit()}
      >
        {kind === 'RECYCLER' ? (
          <RecyclerStock />
        ) : (
          <Callout icon="box" data-testid="clearance-choice">
            {materialTypes.map(materialTypeLabel).join(', ') || t('hub.noMaterialTypeChosen')}
          </Callout>
        )}
        {steps.plate && (
          <TextField<Input>
            name="transporterLicensePlate"
            label={t('hub.transporterPlate')}
            required
            maxLength={maxLengthOf(StartHandlingCenterClearanceRequest, 'transporterLicensePlate')}
            size="large"
          />
        )}
        <TextField<Input>
          name="buyer"
          label={t('hub.buyer')}
          required
          maxLength={maxLengthOf(StartHandlingCenterClearanceRequest, 'buyer')}
          size="large"
        />
      </EvidenceForm>
    </FormProvider>
  );
}
