import { Button, H2, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { mutate } from 'swr';
import {
  DefineCollectorRequest,
  type CollectorDetailView,
  type FileUpload,
  maxLengthOf,
} from '@cairn/contracts';
import { fetcher, post } from '../../api/request';
import { useIdempotencyKey } from '../../common/use-idempotency-key';
import { getUser } from '../../api/session';
import type { SchemaInput, SchemaOutput } from '../../common/schema-types';
import { DayField } from '../../common/day-field';
import { TextField } from '../../common/text-field';
import { PageSpinner } from '../../shell/page-spinner';
import { showToast } from '../../shell/toaster';
import { PictureStep } from '../picture-step';
import { useHubConfig, type HubConfig } from '../use-hub-config.hook';
import { t } from '../hub-forms.messages';

type CollectorInput = SchemaInput<typeof DefineCollectorRequest>;
type CollectorOutput = SchemaOutput<typeof DefineCollectorRequest>;
type CollectorAnswer = CollectorDetailView & { idDocument: FileUpload | null };

/** /define-collector/:collectorUuid: the collector's ID picture, ID number, name and birth date (Document 3 §5). */
export default function DefineCollectorPage() {
  const { collectorUuid = '' } = useParams();
  const { data: hub, error } = useHubConfig();
  const { data: collector, error: notFound } = useSWR<CollectorAnswer>(
    `/api/collectors/${encodeURIComponent(collectorUuid)}`,
    fetcher,
  );
  if (error || notFound) return <NonIdealState icon="error" title={t('hub.collectorLoadError')} />;
  if (!hub || !collector) return <PageSpinner />;
  return <DefineCollector hub={hub} collector={collector} />;
}

function DefineCollector({ hub, collector }: { hub: HubConfig; collector: CollectorAnswer }) {
  const navigate = useNavigate();
  const submission = useIdempotencyKey();
  const form = useForm<CollectorInput, unknown, CollectorOutput>({
    resolver: zodResolver(DefineCollectorRequest),
    mode: 'onTouched', // a required field left empty says so on blur; a server's error stays until the value changes
    defaultValues: {
      name: collector.name ?? '',
      idNumber: collector.idNumber ?? '',
      birthDate: collector.birthDate ?? '',
      idDocumentFileUploadUuid: collector.idDocumentFileUploadUuid ?? '',
    },
  });
  const {
    formState: { isValid },
    setValue,
  } = form;
  const [upload, setUpload] = useState<FileUpload | null>(collector.idDocument);
  const [submitting, setSubmitting] = useState(false);
  const leave = () => navigate('/hub-overview');

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const path = `/api/collectors/${encodeURIComponent(collector.uuid)}`;
      // The active-collector screen reads the same key: give it the defined collector, not the cached card.
      await mutate(
        path,
        await submission.send((idempotencyKey) =>
          post<CollectorAnswer>(path, values, { idempotencyKey }),
        ),
        { revalidate: false },
      );
      showToast('success', t('hub.collectorSaved'));
      navigate(`/active-collector/${encodeURIComponent(collector.uuid)}`);
    } catch {
      setSubmitting(false);
    }
  });

  if (submitting)
    return (
      <NonIdealState
        className="bag-form__saving"
        icon={<Spinner size={48} />}
        title={t('hub.savingCollector')}
      />
    );
  return (
    <FormProvider {...form}>
      <form className="bag-form" onSubmit={submit} noValidate>
        <H2>{t('hub.collectorNumber', { number: collector.trackingNumber })}</H2>
        <PictureStep
          message={t('hub.pictureCollectorId')}
          allowFileUpload={hub.enableDocumentUpload ?? false}
          cameraResolution={getUser()?.cameraResolution ?? hub.cameraResolution}
          upload={upload}
          onUploaded={(next) => {
            setUpload(next);
            setValue('idDocumentFileUploadUuid', next.uuid, { shouldValidate: true });
          }}
          onAbandon={leave}
        />
        <TextField<CollectorInput>
          name="idNumber"
          label={t('hub.idNumber')}
          required
          maxLength={maxLengthOf(DefineCollectorRequest, 'idNumber')}
          size="large"
        />
        <TextField<CollectorInput>
          name="name"
          label={t('hub.name')}
          required
          maxLength={maxLengthOf(DefineCollectorRequest, 'name')}
          size="large"
        />
        <DayField<CollectorInput>
          name="birthDate"
          label={t('hub.birthDate')}
          required
          size="large"
        />
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
