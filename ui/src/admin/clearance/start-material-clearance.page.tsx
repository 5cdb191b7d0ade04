import { Button, Card, H1, H2, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  AdminStartMaterialClearanceRequest,
  CLEARANCE_PICTURE_MAX_BYTES,
  plateFromText,
  type FileUpload,
  type Hub,
  type MaterialClearanceRow,
  maxLengthOf,
} from '@cairn/contracts';
import { fetcher, post } from '../../api/request';
import { applyFieldErrors } from '../../common/apply-field-errors';
import { LeaveGuard } from '../../common/continue-dialog';
import { formatDateTime } from '../../common/dates';
import { FilePicker, type FileRules } from '../../common/file-picker';
import { uploadFile } from '../../common/file-upload.api';
import { formatSizeK, truncateFileName } from '../../common/format';
import { TextField } from '../../common/text-field';
import { showToast } from '../../shell/toaster';
import './start-material-clearance.css';
import { t } from '../admin.messages';

type Form = { buyer: string; transporterLicensePlate: string };

/** The transporter picture: an image, at most 3,000,000 bytes, one file (Document 2 §5). */
const PICTURE_RULES: FileRules = {
  accept: ['image/*'],
  maxBytes: CLEARANCE_PICTURE_MAX_BYTES,
  maxFiles: 1,
};
const FormSchema = AdminStartMaterialClearanceRequest.pick({
  buyer: true,
  transporterLicensePlate: true,
});

/** /admin/hubs/:hubCompanyUuid/start-material-clearance (Document 2 §2). */
export default function StartMaterialClearancePage() {
  const { hubCompanyUuid = '' } = useParams();
  const { data: hub, error } = useSWR<Hub>(
    `/api/admin/companies/hubs/${encodeURIComponent(hubCompanyUuid)}`,
    fetcher,
  );
  if (error)
    return (
      <NonIdealState
        icon="error"
        title={t('admin.hubLoadError')}
        action={<Link to="/admin/hubs">{t('admin.backToHubs')}</Link>}
      />
    );
  if (!hub) return <Spinner className="clearance-page__loading" />;
  return <StartMaterialClearance hub={hub} />;
}

function StartMaterialClearance({ hub }: { hub: Hub }) {
  const navigate = useNavigate();
  const [picture, setPicture] = useState<{
    file: File;
    previewUrl: string;
    upload?: FileUpload;
    failed?: boolean;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<Form>({
    resolver: zodResolver(FormSchema),
    mode: 'onChange',
    defaultValues: { buyer: '', transporterLicensePlate: '' },
  });
  const [buyer, plate] = useWatch({
    control: form.control,
    name: ['buyer', 'transporterLicensePlate'],
  });
  const loaded = useSWR<MaterialClearanceRow[]>(
    `/api/admin/materialClearances?hubCompanyUuid=${hub.uuid}&state=LOADED`,
    fetcher,
  );

  // Upload first: the plate may be read from the picture (as in the hub app, Document 3 §3).
  const pick = async ([file]: File[]) => {
    if (!file) return;
    setPicture({ file, previewUrl: URL.createObjectURL(file) });
    try {
      const upload = await uploadFile('/api/admin/materialClearances/pictures', file, file.name, {
        hubCompanyUuid: hub.uuid,
      });
      setPicture({ file, previewUrl: URL.createObjectURL(file), upload });
      const read = plateFromText(upload.postAnalysisResults ?? []);
      if (read && !form.getValues('transporterLicensePlate'))
        form.setValue('transporterLicensePlate', read, { shouldValidate: true });
    } catch {
      setPicture((p) => (p ? { ...p, failed: true } : p));
    }
  };

  const save = form.handleSubmit(async (values) => {
    if (!picture?.upload) return;
    setSaving(true);
    try {
      await post('/api/admin/materialClearances', {
        ...values,
        pictureFileUploadUuid: picture.upload.uuid,
        hubCompanyUuid: hub.uuid,
      });
      showToast('success', t('admin.clearanceStarted', { name: hub.name }));
      setSaved(true);
    } catch (failure) {
      // request() has shown the error bar; the refused fields are marked; the form stays for another try.
      applyFieldErrors(failure, form.setError);
    } finally {
      setSaving(false);
    }
  });

  // Leave once the guard below has seen that nothing is left unsaved.
  useEffect(() => {
    if (saved) navigate('/admin/hubs');
  }, [saved, navigate]);
  const started = !saved && (!!picture || buyer.trim() !== '' || plate.trim() !== '');

  // Save is enabled only when buyer and license plate are both non-empty (Document 2 §5), with the picture stored.
  const canSave =
    buyer.trim() !== '' && plate.trim() !== '' && !!picture?.upload && form.formState.isValid;

  return (
    <div className="clearance-page">
      <LeaveGuard when={started} message={t('admin.clearanceNotSaved')} />
      <div>
        <Link to="/admin/hubs" className="bp6-text-small">
          ← {t('admin.hubs')}
        </Link>
        <H1>
          {t('admin.startMaterialClearance')} · {hub.name}
        </H1>
      </div>
      <Card className="clearance-page__form">
        <FormProvider {...form}>
          <form onSubmit={(e) => void save(e)}>
            <div className="clearance-page__picture">
              {picture ? (
                <img
                  src={picture.upload?.thumbnailDirectLink ?? picture.previewUrl}
                  alt={picture.file.name}
                />
              ) : (
                <div className="clearance-page__placeholder">{t('admin.noPictureYet')}</div>
              )}
              <div className="clearance-page__picker">
                <FilePicker
                  rules={PICTURE_RULES}
                  label={t(
                    picture ? 'admin.chooseAnotherPicture' : 'admin.chooseTransporterPicture',
                  )}
                  onFiles={(files) => void pick(files)}
                />
                {picture && (
                  <div className="bp6-text-muted bp6-text-small clearance-page__status">
                    {truncateFileName(picture.file.name)} · {formatSizeK(picture.file.size)} ·{' '}
                    {picture.failed ? (
                      <Tag intent="danger" minimal>
                        {t('admin.uploadFailed')}
                      </Tag>
                    ) : picture.upload ? (
                      <Tag intent="success" minimal>
                        {t('admin.uploaded')}
                      </Tag>
                    ) : (
                      t('admin.uploading')
                    )}
                  </div>
                )}
                <div className="bp6-text-muted bp6-text-small">
                  One image, at most 3,000,000 bytes.
                </div>
              </div>
            </div>
            <TextField<Form>
              name="transporterLicensePlate"
              label={t('admin.licensePlate')}
              required
              maxLength={maxLengthOf(AdminStartMaterialClearanceRequest, 'transporterLicensePlate')}
            />
            <TextField<Form>
              name="buyer"
              label={t('admin.buyer')}
              required
              maxLength={maxLengthOf(AdminStartMaterialClearanceRequest, 'buyer')}
            />
            <div className="clearance-page__actions">
              <Button text={t('admin.cancel')} onClick={() => navigate('/admin/hubs')} />
              <Button
                type="submit"
                intent="primary"
                text={t('admin.save')}
                loading={saving}
                disabled={!canSave}
              />
            </div>
          </form>
        </FormProvider>
      </Card>
      {!!loaded.data?.length && (
        <Card className="clearance-page__loaded">
          <H2>{t('admin.loadedWaiting')}</H2>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th>{t('admin.started')}</th>
                <th>{t('admin.licensePlate')}</th>
                <th>{t('admin.buyer')}</th>
                <th>By</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.map((c) => (
                <tr key={c.uuid}>
                  <td>{formatDateTime(c.createdAt)}</td>
                  <td>{c.transporterLicensePlate}</td>
                  <td>{c.buyer}</td>
                  <td>
                    {t(c.startedFrom === 'ADMIN' ? 'admin.fromAdmin' : 'admin.fromHubApp')}
                    {c.startedBy ? ` (${c.startedBy.firstName} ${c.startedBy.lastName})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      )}
    </div>
  );
}
