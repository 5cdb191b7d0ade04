import { Callout, Card, FormGroup, H1, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  ADMIN_PICTURE_MAX_BYTES,
  AdminRegisterCollectedMaterialForm,
  type Hub,
} from '@cairn/contracts';
import { fetcher } from '../api/request';
import { LeaveGuard } from '../common/continue-dialog';
import { FilePicker, type FileRules } from '../common/file-picker';
import { inputRegister } from '../common/input-register';
import type { SchemaInput, SchemaOutput } from '../common/schema-types';
import { t } from './review.messages';
import { CollectedMaterialCard } from './collected-material-card';
import { usePictureUploads } from './use-picture-uploads.hook';
import './review.css';
import './register-collected-materials.css';
import { materialTypeLabel } from '../common/material-label';

type FormInput = SchemaInput<typeof AdminRegisterCollectedMaterialForm>;
type FormOutput = SchemaOutput<typeof AdminRegisterCollectedMaterialForm>;

/** Collected-material pictures: images only, 3,000,000 bytes each, up to 100 files (Document 1 §5). */
const PICTURE_RULES: FileRules = {
  accept: ['image/*'],
  maxBytes: ADMIN_PICTURE_MAX_BYTES,
  maxFiles: 100,
};

const LOCATION = AdminRegisterCollectedMaterialForm.pick({ latitude: true, longitude: true });

// An emptied number field must read as missing, not as 0 (which the coercing schema would accept).
const emptyAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** /admin/hubs/:hubCompanyUuid/register-collected-materials (Document 1 §2). */
export default function RegisterCollectedMaterialsPage() {
  const { hubCompanyUuid = '' } = useParams();
  const { data: hub, error } = useSWR<Hub>(
    `/api/admin/companies/hubs/${encodeURIComponent(hubCompanyUuid)}`,
    fetcher,
  );
  if (error)
    return (
      <NonIdealState
        icon="error"
        title={t('review.hubLoadError')}
        action={<Link to="/admin/hubs">{t('review.backToHubs')}</Link>}
      />
    );
  if (!hub) return <Spinner className="register-materials-page__loading" />;
  return <RegisterCollectedMaterials hub={hub} />;
}

function RegisterCollectedMaterials({ hub }: { hub: Hub }) {
  const types = hub.collectedMaterialTypes ?? [];
  const {
    register,
    control,
    formState: { errors, isValid, touchedFields, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AdminRegisterCollectedMaterialForm),
    mode: 'onChange',
    defaultValues: {
      materialType: types.length === 1 ? types[0] : undefined,
      latitude: undefined,
      longitude: undefined,
    },
  });
  const materialType = useWatch({ control, name: 'materialType' }) as string;
  const { items, add, remove } = usePictureUploads();
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());
  const unsaved = items.filter((item) => item.status !== 'failed' && !savedIds.has(item.id)).length;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  // Each picture is uploaded with the location, so picking waits until the location is valid.
  const locationValid = LOCATION.safeParse({ latitude, longitude }).success;

  const fieldError = (name: keyof FormInput) =>
    (touchedFields[name] || isSubmitted) && errors[name]?.message
      ? t(String(errors[name]?.message))
      : undefined;

  const addPictures = (files: File[]) =>
    add(files, {
      hubCompanyUuid: hub.uuid,
      latitude: Number(latitude),
      longitude: Number(longitude),
    });

  return (
    <div className="register-materials-page">
      <LeaveGuard when={unsaved > 0} message={t('review.unsavedPictures', { count: unsaved })} />
      <div>
        <Link to="/admin/hubs" className="bp6-text-small">
          ← {t('review.hubs')}
        </Link>
        <H1>{t('review.registerCollectedMaterials', { hub: hub.name })}</H1>
      </div>
      <Card className="register-materials-page__form">
        <FormGroup
          label={t('review.materialType')}
          labelFor="materialType"
          labelInfo={t('fieldRequired')}
          intent={fieldError('materialType') ? 'danger' : 'none'}
          helperText={fieldError('materialType')}
        >
          <HTMLSelect
            id="materialType"
            fill
            {...register('materialType')}
            options={[
              { value: '', label: t('review.selectMaterialType') },
              ...types.map((m) => ({ value: m, label: materialTypeLabel(m) })),
            ]}
          />
        </FormGroup>
        <FormGroup
          label={t('review.latitude')}
          labelFor="latitude"
          labelInfo={t('fieldRequired')}
          intent={fieldError('latitude') ? 'danger' : 'none'}
          helperText={fieldError('latitude')}
        >
          <InputGroup
            id="latitude"
            inputMode="decimal"
            placeholder={t('review.latitudeExample')}
            intent={fieldError('latitude') ? 'danger' : 'none'}
            {...inputRegister(register('latitude', { setValueAs: emptyAsMissing }))}
          />
        </FormGroup>
        <FormGroup
          label={t('review.longitude')}
          labelFor="longitude"
          labelInfo={t('fieldRequired')}
          intent={fieldError('longitude') ? 'danger' : 'none'}
          helperText={fieldError('longitude')}
        >
          <InputGroup
            id="longitude"
            inputMode="decimal"
            placeholder={t('review.longitudeExample')}
            intent={fieldError('longitude') ? 'danger' : 'none'}
            {...inputRegister(register('longitude', { setValueAs: emptyAsMissing }))}
          />
        </FormGroup>
        <FormGroup
          label={t('review.pictures')}
          labelFor="pictures"
          helperText={locationValid ? t('review.picturesHelp') : t('review.locationFirst')}
        >
          <FilePicker
            rules={PICTURE_RULES}
            multiple
            disabled={!locationValid}
            alreadyPicked={items.length}
            label={
              items.length
                ? t('review.picturesAdded', { count: items.length })
                : t('review.choosePictures')
            }
            onFiles={addPictures}
          />
        </FormGroup>
      </Card>
      {types.length === 0 && <Callout intent="warning">{t('noMaterialTypes')}</Callout>}
      {items.length > 0 && (
        <div className="register-materials-page__cards">
          {items.map((item) => (
            <CollectedMaterialCard
              key={item.id}
              item={item}
              hubCompanyUuid={hub.uuid}
              materialType={materialType}
              formValid={isValid}
              onRemove={() => remove(item.id)}
              onSaved={() => setSavedIds((ids) => new Set(ids).add(item.id))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
