import { Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { QUANTITY_MAX_LENGTH, FinishCollectionWeighForm } from '@cairn/contracts';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { t } from '../hub-forms.messages';

type Input = SchemaInput<typeof FinishCollectionWeighForm>;

/** /collection-units/:collectionUnitUuid/finish: the weigh slip's picture and the weight in kg (Document 3 §2, §5). */
export default function FinishCollectionPage() {
  return <HubGate>{(hub) => <FinishCollectionForm hub={hub} />}</HubGate>;
}

function FinishCollectionForm({ hub }: { hub: HubConfig }) {
  const { collectionUnitUuid = '' } = useParams();
  const form = useForm<Input>({
    resolver: zodResolver(FinishCollectionWeighForm),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: { weight: '', weighSlipPictureFileUploadUuid: '' },
  });
  const {
    formState: { isValid },
    setValue,
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = useEvidence((u) =>
    setValue('weighSlipPictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const submit = form.handleSubmit(async (values) => {
    await save(t('hub.collectionFinished'), {
      label: t('hub.finishCollection'),
      path: `/api/collectionUnits/${encodeURIComponent(collectionUnitUuid)}/finish`,
      body: { ...values, quantityUnit: 'KG' },
    });
  });
  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.finishCollection')}
        hub={hub}
        pictureMessage={t('hub.pictureWeighSlip')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle={t('hub.finishingCollection')}
        onSubmit={() => void submit()}
      >
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
