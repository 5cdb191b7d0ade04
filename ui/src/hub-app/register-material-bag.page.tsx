import { Button, Callout, H2, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  requiresMaterialSource,
  withRequiredMaterialSource,
  QUANTITY_MAX_LENGTH,
  RegisterCollectedMaterialRequest,
  roundQuantity,
  weightFromText,
  type FileUpload,
} from '@cairn/contracts';
import { announceError } from '../api/request';
import { applyFieldErrors } from '../common/apply-field-errors';
import { useIdempotencyKey } from '../common/use-idempotency-key';
import { getUser } from '../api/session';
import { waitForAnalysis } from '../common/file-upload.api';
import type { SchemaInput, SchemaOutput } from '../common/schema-types';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { t } from './hub-forms.messages';
import { showToast } from '../shell/toaster';
import { PictureStep } from './picture-step';
import { MaterialSourceField } from './evidence/material-source-field';
import { ImmediateReview } from './evidence/evidence-form';
import type { HubConfig } from './use-hub-config.hook';
import { HubGate } from './evidence/hub-gate';
import { queuedMessage } from './evidence/use-save-to-overview';
import { isLocalUpload, submit as submitThroughOutbox } from './outbox/outbox';
import { materialTypeLabel } from '../common/material-label';

/** The fields the operator fills; the rest of the request comes from the route. */
const BagFields = RegisterCollectedMaterialRequest.pick({
  weight: true,
  materialType: true,
  pictureFileUploadUuid: true,
  materialSourceType: true,
});
const bagForm = (sourceRequired: boolean) => withRequiredMaterialSource(BagFields, sourceRequired);
type BagInput = SchemaInput<ReturnType<typeof bagForm>>;
type BagOutput = SchemaOutput<ReturnType<typeof bagForm>>;

/** /register-material-bag/:supplierUuid? (Document 3 §2). */
export default function RegisterMaterialBagPage() {
  return <HubGate>{(hub) => <RegisterMaterialBag hub={hub} />}</HubGate>;
}

// Weights are typed with at most 10 characters; a reading such as 12.3456789 is cut to grams.
const weightText = (upload: FileUpload): string | null => {
  const read = weightFromText(upload.postAnalysisResults ?? []);
  return read === null ? null : String(roundQuantity(read));
};

function RegisterMaterialBag({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const { supplierUuid } = useParams();
  const [query] = useSearchParams();
  const collectorUuid = query.get('collectorUuid');
  const types = hub.collectedMaterialTypes ?? [];
  const submission = useIdempotencyKey();
  const sourceRequired = requiresMaterialSource(hub);
  const form = useForm<BagInput, unknown, BagOutput>({
    resolver: zodResolver(bagForm(sourceRequired)),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      materialType: types.length === 1 ? types[0] : undefined,
      pictureFileUploadUuid: '',
    },
  });
  const {
    formState: { isValid },
    setValue,
    getFieldState,
    getValues,
    reset,
  } = form;
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const leave = () => navigate('/hub-overview');

  // Prefill the weight from the scale's display, unless the operator has typed one already; only for
  // hubs in the text recognition experiment (the automatic review reads the picture for every hub).
  const prefill = (from: FileUpload) => {
    if (!hub.enableOcrExperiment) return;
    const text = weightText(from);
    if (text && !getFieldState('weight').isDirty && !getValues('weight')) {
      setValue('weight', text, { shouldValidate: true });
    }
  };

  // The worker reads the picture after the upload answers: wait for it for a few seconds.
  useEffect(() => {
    if (!hub.enableOcrExperiment) return;
    if (!upload || upload.postAnalysisResults?.length || isLocalUpload(upload)) return;
    const abort = new AbortController();
    void waitForAnalysis(upload.uuid, abort.signal).then((read) => {
      if (read) prefill(read);
    });
    return () => abort.abort();
  }, [upload?.uuid, hub.enableOcrExperiment]); // once per uploaded picture; prefill reads the form at that moment

  const onUploaded = (next: FileUpload) => {
    setUpload(next);
    setValue('pictureFileUploadUuid', next.uuid, { shouldValidate: true });
    prefill(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const result = await submission.send((idempotencyKey) =>
        submitThroughOutbox({
          label: t('hub.unit_BAG'),
          path: '/api/collectedMaterials',
          idempotencyKey,
          body: {
            registrationUnit: 'BAG',
            ...values,
            collectorUuid: collectorUuid ?? undefined,
            collectionUnitUuid: query.get('collectionUnitUuid') ?? undefined,
            trackedItemUuid: query.get('trackedItemUuid') ?? undefined,
            supplierUuid: supplierUuid ?? undefined,
            // The time it was saved here travels with it, however late the outbox sends it (issue 31).
            capturedAt: new Date().toISOString(),
          },
        }),
      );
      reset();
      showToast(
        result.status === 'sent' ? 'success' : 'warning',
        result.status === 'sent' ? t('hub.bagRegistered') : queuedMessage(),
      );
      navigate(
        collectorUuid ? `/active-collector/${encodeURIComponent(collectorUuid)}` : '/hub-overview',
      );
    } catch (error) {
      // The form stays as it was: field errors under their fields, the rest in the error bar.
      announceError(error);
      applyFieldErrors(error, form.setError);
      setSubmitting(false);
    }
  });

  if (submitting) {
    return (
      <NonIdealState
        className="bag-form__saving"
        icon={<Spinner size={48} />}
        title={t('hub.savingBag')}
      />
    );
  }
  return (
    <FormProvider {...form}>
      <form className="bag-form" onSubmit={submit} noValidate>
        <H2>{t('hub.registerWasteBag')}</H2>
        <PictureStep
          message={t('hub.pictureBagOnScale')}
          allowFileUpload={hub.enableDocumentUpload ?? false}
          cameraResolution={getUser()?.cameraResolution ?? hub.cameraResolution}
          upload={upload}
          onUploaded={onUploaded}
          onAbandon={leave}
        />
        <TextField<BagInput>
          name="weight"
          label={t('hub.weight')}
          required
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          size="large"
          rightElement={<Tag minimal>kg</Tag>}
        />
        {upload && <ImmediateReview hub={hub} upload={upload} />}
        {types.length === 0 && <Callout intent="warning">{t('noMaterialTypes')}</Callout>}
        {types.length > 1 && (
          <SelectField<BagInput>
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
        {sourceRequired && <MaterialSourceField<BagInput> required />}
        <div className="bag-form__actions">
          <Button size="large" text={t('hub.cancel')} onClick={leave} />
          <Button
            size="large"
            type="submit"
            intent="primary"
            text={t('hub.save')}
            disabled={!isValid || !upload || submitting}
          />
        </div>
      </form>
    </FormProvider>
  );
}
