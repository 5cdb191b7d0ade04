import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  QUANTITY_MAX_LENGTH,
  requiresMaterialSource,
  withRequiredMaterialSource,
  RegisterCollectedMaterialRequest,
  maxLengthOf,
} from '@cairn/contracts';
import { currentPosition } from '../../common/file-upload.api';
import type { SchemaInput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { TextField } from '../../common/text-field';
import { t } from '../hub-forms.messages';
import { useNavigate } from 'react-router-dom';
import { getUser } from '../../api/session';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { PictureStep } from '../picture-step';
import { HubGate } from '../evidence/hub-gate';
import { MaterialSourceField } from '../evidence/material-source-field';
import { usePlateEvidence } from '../evidence/use-plate-evidence';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { useWeighingTime, WeighingTimeFields } from '../evidence/weighing-time';
import type { HubConfig } from '../use-hub-config.hook';
import { materialTypeLabel } from '../../common/material-label';

const TruckLoadForm = RegisterCollectedMaterialRequest.pick({
  weight: true,
  materialType: true,
  pictureFileUploadUuid: true,
  materialSourceType: true,
  licensePlate: true,
  transportOwner: true,
  truckPictureFileUploadUuid: true,
});
type Input = SchemaInput<typeof TruckLoadForm>;

/** The hub's settings on this form: the material source, and the truck's picture (enableRegistrationTruckPictureUpload). */
const truckLoadForm = (hub: HubConfig) =>
  withRequiredMaterialSource(TruckLoadForm, requiresMaterialSource(hub)).superRefine((b, ctx) => {
    if (hub.enableRegistrationTruckPictureUpload && !b.truckPictureFileUploadUuid)
      ctx.addIssue({
        code: 'custom',
        path: ['truckPictureFileUploadUuid'],
        message: 'validationRequired',
      });
  });

/**
 * /register-cleanup-truck-load: a collection center weighs a whole truck load (a cleanup drive by
 * default) with where it comes from (materialSourceType), its weighbridge picture, plate and time.
 */
export default function RegisterCleanupTruckLoadPage() {
  return <HubGate>{(hub) => <RegisterCleanupTruckLoad hub={hub} />}</HubGate>;
}

function RegisterCleanupTruckLoad({ hub }: { hub: HubConfig }) {
  const types = hub.collectedMaterialTypes ?? [];
  const form = useForm<Input>({
    resolver: zodResolver(truckLoadForm(hub)),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      materialType: types.length === 1 ? (types[0] as Input['materialType']) : undefined,
      pictureFileUploadUuid: '',
      materialSourceType: 'CLEANUP',
      licensePlate: '',
      transportOwner: '',
      truckPictureFileUploadUuid: null,
    },
  });
  const navigate = useNavigate();
  const truckAsked = hub.enableRegistrationTruckPictureUpload ?? false;
  const truck = useEvidence((u) =>
    form.setValue('truckPictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const weighing = useWeighingTime();
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = usePlateEvidence(form, 'pictureFileUploadUuid', 'licensePlate');
  const submit = form.handleSubmit(async (values) => {
    // The button waits for a valid weighing time.
    if (!weighing.valid) return;
    const { weighedAt } = weighing;
    const position = await currentPosition();
    await save(t('hub.truckLoadRegistered'), {
      label: t('hub.cleanupTruckLoad'),
      path: '/api/collectedMaterials',
      body: {
        registrationUnit: 'TRUCK_LOAD',
        ...values,
        weighedAt: weighedAt.toISOString(),
        location: position && {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
        },
      },
    });
  });
  return (
    <FormProvider {...form}>
      <EvidenceForm
        title={t('hub.registerCleanupTruckLoad')}
        hub={hub}
        scalePicture
        pictureMessage={t('hub.pictureWeighbridge')}
        upload={upload}
        onUploaded={setUpload}
        valid={form.formState.isValid && weighing.valid}
        saving={saving}
        savingTitle={t('hub.savingTruckLoad')}
        onSubmit={() => void submit()}
      >
        <MaterialSourceField<Input> required={requiresMaterialSource(hub)} />
        <TextField<Input>
          name="weight"
          label={t('hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
        />
        {types.length === 0 && <Callout intent="warning">{t('noMaterialTypes')}</Callout>}
        {types.length > 0 && (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required
            placeholder={t('hub.selectMaterialType')}
            options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        )}
        <TextField<Input>
          name="licensePlate"
          label={t('hub.licencePlate')}
          size="large"
          maxLength={maxLengthOf(RegisterCollectedMaterialRequest, 'licensePlate')}
          nullable
        />
        <TextField<Input>
          name="transportOwner"
          label={t('hub.transportOwner')}
          size="large"
          maxLength={maxLengthOf(RegisterCollectedMaterialRequest, 'transportOwner')}
          nullable
        />
        <WeighingTimeFields value={weighing} />
        {/* Asked once the weighbridge picture is taken, so that only one camera is open at a time. */}
        {truckAsked && upload && (
          <PictureStep
            message={t('hub.pictureTruck')}
            allowFileUpload={hub.enableDocumentUpload ?? false}
            cameraResolution={getUser()?.cameraResolution ?? hub.cameraResolution}
            upload={truck.upload}
            onUploaded={truck.setUpload}
            onAbandon={() => navigate('/hub-overview')}
          />
        )}
      </EvidenceForm>
    </FormProvider>
  );
}
