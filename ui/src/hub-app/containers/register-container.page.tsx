import { Callout, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  requiresMaterialSource,
  withRequiredMaterialSource,
  QUANTITY_MAX_LENGTH,
  RegisterCollectedMaterialRequest,
} from '@cairn/contracts';
import { currentPosition } from '../../common/file-upload.api';
import type { SchemaInput } from '../../common/schema-types';
import { SelectField } from '../../common/select-field';
import { TextField } from '../../common/text-field';
import { t } from '../hub-forms.messages';
import { EvidenceForm, useEvidence } from '../evidence/evidence-form';
import { HubGate } from '../evidence/hub-gate';
import { MaterialSourceField } from '../evidence/material-source-field';
import type { HubConfig } from '../use-hub-config.hook';
import { useSaveToOverview } from '../evidence/use-save-to-overview';
import { materialTypeLabel } from '../../common/material-label';

const ContainerForm = RegisterCollectedMaterialRequest.pick({
  weight: true,
  materialType: true,
  pictureFileUploadUuid: true,
  materialSourceType: true,
});
type Input = SchemaInput<typeof ContainerForm>;

/** A container holds mixed material (Document 3 §7): the hub's mixed types are offered, or all of its types when it has none. */
export const containerTypes = (types: readonly string[]) => {
  const mixed = types.filter((m) => m.includes('MIXED'));
  return mixed.length > 0 ? mixed : [...types];
};

/** /register-material-container: picture, weight, mixed material type and the phone's location. */
export default function RegisterContainerPage() {
  return <HubGate>{(hub) => <RegisterContainer hub={hub} />}</HubGate>;
}

function RegisterContainer({ hub }: { hub: HubConfig }) {
  const types = containerTypes(hub.collectedMaterialTypes ?? []);
  const sourceRequired = requiresMaterialSource(hub);
  const form = useForm<Input>({
    resolver: zodResolver(withRequiredMaterialSource(ContainerForm, sourceRequired)),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      materialType: types.length === 1 ? (types[0] as Input['materialType']) : undefined,
      pictureFileUploadUuid: '',
    },
  });
  const {
    formState: { isValid },
    setValue,
  } = form;
  const { saving, save } = useSaveToOverview(form.setError);
  const { upload, setUpload } = useEvidence((u) =>
    setValue('pictureFileUploadUuid', u.uuid, { shouldValidate: true }),
  );
  const submit = form.handleSubmit(async (values) => {
    const position = await currentPosition();
    await save(t('hub.containerRegistered'), {
      label: t('hub.unit_CONTAINER'),
      path: '/api/collectedMaterials',
      body: {
        registrationUnit: 'CONTAINER',
        ...values,
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
        title={t('hub.registerContainer')}
        hub={hub}
        scalePicture
        pictureMessage={t('hub.pictureContainer')}
        upload={upload}
        onUploaded={setUpload}
        valid={isValid}
        saving={saving}
        savingTitle={t('hub.savingContainer')}
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
        {types.length === 0 && <Callout intent="warning">{t('noMaterialTypes')}</Callout>}
        {types.length > 1 && (
          <SelectField<Input>
            name="materialType"
            label={t('hub.materialType')}
            required
            placeholder={t('hub.selectMaterialType')}
            options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        )}
        {types.length === 1 && (
          <p className="bp6-text-muted">
            {t('hub.materialTypeIs', { material: materialTypeLabel(types[0]) })}
          </p>
        )}
        {sourceRequired && <MaterialSourceField<Input> required />}
      </EvidenceForm>
    </FormProvider>
  );
}
