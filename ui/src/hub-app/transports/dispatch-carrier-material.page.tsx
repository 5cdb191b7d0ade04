import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import useSWR from 'swr';
import {
  QUANTITY_MAX_LENGTH,
  MaterialDispatchRequest,
  type CarrierSummary,
  maxLengthOf,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { t } from '../hub-forms.messages';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { formatNumber } from '../../common/format';

type Input = SchemaInput<typeof MaterialDispatchRequest>;

/** /dispatch-carrier-material: every stored unit leaves with a document, an identifier and a weight (Document 3 §2, §5). */
export default function DispatchCarrierMaterialPage() {
  return <HubGate>{(hub) => <DispatchForm hub={hub} />}</HubGate>;
}

function DispatchForm({ hub }: { hub: HubConfig }) {
  const { data: summary } = useSWR<CarrierSummary>('/api/carrierMaterials/summary', fetcher);
  const form = useForm<Input>({
    resolver: zodResolver(MaterialDispatchRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: { identifier: '', weight: '', documentFileUploadUuid: '' },
  });
  const {
    formState: { isValid },
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = usePlateEvidence(form, 'documentFileUploadUuid', 'identifier');

  const submit = form.handleSubmit(async (values) => {
    await save(t('hub.materialDispatched'), {
      label: t('hub.materialDispatch'),
      path: '/api/materialDispatches',
      body: values,
    });
  });
  const stored = summary?.storedUnitsCount ?? 0;

  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.dispatchMaterial')}
        hub={hub}
        pictureMessage={t('hub.pictureTransportDocument')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid && stored > 0}
        saving={saving}
        savingTitle={t('hub.dispatching')}
        saveText={t('hub.dispatch')}
        onSubmit={() => void submit()}
      >
        {summary &&
          (stored > 0 ? (
            <Callout icon="box" data-testid="dispatch-stored">
              {t('hub.storedLeave', {
                count: stored,
                weight: `${formatNumber(summary.storedWeight, 2)} kg`,
              })}
            </Callout>
          ) : (
            <Callout intent="warning">{t('noMaterialForClearance')}</Callout>
          ))}
        <TextField<Input>
          name="identifier"
          label={t('hub.identifier')}
          required
          maxLength={maxLengthOf(MaterialDispatchRequest, 'identifier')}
          size="large"
          helperText={t('hub.identifierHelper')}
        />
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
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
