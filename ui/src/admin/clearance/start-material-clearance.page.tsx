import { Button, Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
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
        title="The hub could not be loaded."
        action={<Link to="/admin/hubs">Back to hubs</Link>}
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
      showToast('success', `The material clearance of ${hub.name} has been started.`);
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
      <LeaveGuard
        when={started}
        message="The material clearance has not been saved. Leave this page and lose what was entered?"
      />
      <div>
        <Link to="/admin/hubs" className="bp6-text-small">
          ← Hubs
        </Link>
        <H2>Start material clearance · {hub.name}</H2>
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
                <div className="clearance-page__placeholder">No picture yet</div>
              )}
              <div className="clearance-page__picker">
                <FilePicker
                  rules={PICTURE_RULES}
                  label={picture ? 'Choose another picture…' : 'Choose the transporter picture…'}
                  onFiles={(files) => void pick(files)}
                />
                {picture && (
                  <div className="bp6-text-muted bp6-text-small clearance-page__status">
                    {truncateFileName(picture.file.name)} · {formatSizeK(picture.file.size)} ·{' '}
                    {picture.failed ? (
                      <Tag intent="danger" minimal>
                        Upload failed
                      </Tag>
                    ) : picture.upload ? (
                      <Tag intent="success" minimal>
                        Uploaded
                      </Tag>
                    ) : (
                      'Uploading…'
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
              label="License plate"
              required
              maxLength={100}
            />
            <TextField<Form> name="buyer" label="Buyer" required maxLength={100} />
            <div className="clearance-page__actions">
              <Button text="Cancel" onClick={() => navigate('/admin/hubs')} />
              <Button
                type="submit"
                intent="primary"
                text="Save"
                loading={saving}
                disabled={!canSave}
              />
            </div>
          </form>
        </FormProvider>
      </Card>
      {!!loaded.data?.length && (
        <Card className="clearance-page__loaded">
          <H4>Loaded, waiting to be weighed by the hub</H4>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th>Started</th>
                <th>License plate</th>
                <th>Buyer</th>
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
                    {c.startedFrom === 'ADMIN' ? 'Admin' : 'Hub app'}
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
