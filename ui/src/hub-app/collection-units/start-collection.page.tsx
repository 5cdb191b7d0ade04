import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { StartCollectionRequest, maxLengthOf } from '@cairn/contracts';
import type { SchemaInput } from '../../common/schema-types';
import { TextField } from '../../common/text-field';
import { EvidenceForm } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { t } from '../hub-forms.messages';

type Input = SchemaInput<typeof StartCollectionRequest>;

/** /start-collection: the transporter's picture and licence plate (Document 3 §2, §5). */
export default function StartCollectionPage() {
  return <HubGate>{(hub) => <StartCollectionForm hub={hub} />}</HubGate>;
}

function StartCollectionForm({ hub }: { hub: HubConfig }) {
  const form = useForm<Input>({
    resolver: zodResolver(StartCollectionRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: { transporterLicensePlate: '', transporterPictureFileUploadUuid: '' },
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
  const submit = form.handleSubmit(async (values) => {
    await save(t('hub.collectionStarted'), {
      label: t('hub.startCollection'),
      path: '/api/collectionUnits',
      body: values,
    });
  });
  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.startCollection')}
        hub={hub}
        pictureMessage={t('hub.pictureTruckPlate')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle={t('hub.startingCollection')}
        saveText={t('hub.start')}
        onSubmit={() => void submit()}
      >
        <TextField<Input>
          name="transporterLicensePlate"
          label={t('hub.licencePlate')}
          required
          maxLength={maxLengthOf(StartCollectionRequest, 'transporterLicensePlate')}
          size="large"
        />
      </EvidenceForm>
    </FormProvider>
  );
}
