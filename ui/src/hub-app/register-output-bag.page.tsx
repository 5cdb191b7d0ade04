import { Button, Callout, FormGroup, H2, Radio, RadioGroup, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { mutate } from 'swr';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  QUANTITY_MAX_LENGTH,
  SegregationOutputBagRequest,
  type FileUpload,
} from '@cairn/contracts';
import { announceError } from '../api/request';
import { applyFieldErrors } from '../common/apply-field-errors';
import { queuedMessage } from './evidence/use-save-to-overview';
import { submit as submitThroughOutbox } from './outbox/outbox';
import { useIdempotencyKey } from '../common/use-idempotency-key';
import { getUser } from '../api/session';
import type { SchemaInput, SchemaOutput } from '../common/schema-types';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { t } from './hub-forms.messages';
import { showToast } from '../shell/toaster';
import { PictureStep } from './picture-step';
import { ImmediateReview } from './evidence/evidence-form';
import type { HubConfig } from './use-hub-config.hook';
import { HubGate } from './evidence/hub-gate';
import { ONGOING_GRADING_PATH } from './ongoing-grading';
import { materialTypeLabel } from '../common/material-label';

const OutputForm = SegregationOutputBagRequest.pick({
  weight: true,
  materialType: true,
  pictureFileUploadUuid: true,
  registrationUnit: true,
});
type OutputInput = SchemaInput<typeof OutputForm>;
type OutputOutput = SchemaOutput<typeof OutputForm>;

/** Bag or bale, offered only where the hub registers grading output as bales (enableBaleSegregationOutput). */
function OutputUnit() {
  const { field } = useController<OutputInput, 'registrationUnit'>({ name: 'registrationUnit' });
  return (
    <FormGroup label={t('hub.registerAs')}>
      <RadioGroup
        selectedValue={field.value ?? 'BAG'}
        onChange={(e) => field.onChange(e.currentTarget.value)}
        inline
      >
        <Radio large label={t('hub.outputAsBag')} value="BAG" />
        <Radio large label={t('hub.outputAsBale')} value="BALE" />
      </RadioGroup>
    </FormGroup>
  );
}

/** /segregation-unit/:segregationUnitUuid/register-output-material-bag (query trackedItemUuid). */
export default function RegisterOutputBagPage() {
  return <HubGate>{(hub) => <RegisterOutputBag hub={hub} />}</HubGate>;
}

function RegisterOutputBag({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const { segregationUnitUuid = '' } = useParams();
  const [query] = useSearchParams();
  // Choices are the hub's configured output types; a single one is preselected and its selector hidden (Document 3 §5).
  const types = hub.segregationOutputMaterialTypes ?? [];
  const submission = useIdempotencyKey();
  const form = useForm<OutputInput, unknown, OutputOutput>({
    resolver: zodResolver(OutputForm),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      weight: '',
      materialType: types.length === 1 ? types[0] : undefined,
      pictureFileUploadUuid: '',
      registrationUnit: hub.enableBaleSegregationOutput ? 'BAG' : undefined,
    },
  });
  const {
    formState: { isValid },
    setValue,
    reset,
  } = form;
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const leave = () => navigate('/hub-overview');

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const result = await submission.send((idempotencyKey) =>
        submitThroughOutbox({
          label: t('hub.outputBag'),
          path: `/api/segregationUnits/${encodeURIComponent(segregationUnitUuid)}/outputMaterialBags`,
          idempotencyKey,
          body: { ...values, trackedItemUuid: query.get('trackedItemUuid') ?? undefined },
        }),
      );
      // SWR would otherwise show the overview's cached grading (deduped for 2 s) without the new bag.
      await mutate(ONGOING_GRADING_PATH);
      reset();
      showToast(
        result.status === 'sent' ? 'success' : 'warning',
        result.status === 'sent' ? t('hub.outputBagRegistered') : queuedMessage(),
      );
      navigate(result.status === 'sent' ? '/finish-grading' : '/hub-overview');
    } catch (error) {
      announceError(error);
      applyFieldErrors(error, form.setError);
      setSubmitting(false);
    }
  });

  if (submitting)
    return (
      <NonIdealState
        className="bag-form__saving"
        icon={<Spinner size={48} />}
        title={t('hub.savingOutputBag')}
      />
    );
  return (
    <FormProvider {...form}>
      <form className="bag-form" onSubmit={submit} noValidate>
        <H2>{t('hub.registerOutputBag')}</H2>
        <PictureStep
          message={t('hub.pictureGradedBagOnScale')}
          allowFileUpload={hub.enableDocumentUpload ?? false}
          cameraResolution={getUser()?.cameraResolution ?? hub.cameraResolution}
          upload={upload}
          onUploaded={(next) => {
            setUpload(next);
            setValue('pictureFileUploadUuid', next.uuid, { shouldValidate: true });
          }}
          onAbandon={leave}
        />
        <TextField<OutputInput>
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
          <SelectField<OutputInput>
            name="materialType"
            label={t('hub.materialType')}
            required
            placeholder={t('hub.selectMaterialType')}
            options={types.map((m) => ({ value: m, label: materialTypeLabel(m) }))}
          />
        )}
        {hub.enableBaleSegregationOutput && <OutputUnit />}
        {query.get('trackedItemUuid') && <p className="bp6-text-muted">{t('hub.qrCardLinked')}</p>}
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
