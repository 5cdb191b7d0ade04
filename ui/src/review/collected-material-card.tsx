import { Button, Card, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  QUANTITY_MAX_LENGTH,
  AdminRegisterCollectedMaterialRequest,
  weightFromText,
  type FileUpload,
} from '@cairn/contracts';
import { post } from '../api/request';
import { formatSizeK, truncateFileName } from '../common/format';
import { t } from './review.messages';
import type { PictureUpload } from './use-picture-uploads.hook';

interface CollectedMaterialCardProps {
  item: PictureUpload;
  hubCompanyUuid: string;
  materialType: string;
  formValid: boolean;
  onRemove: () => void;
  /** Told once the card's material is registered. */
  onSaved?: () => void;
}

/** One picked picture: its upload, then a weight and its own Save (Document 1 §2, §5). */
export function CollectedMaterialCard({ item, onRemove, ...rest }: CollectedMaterialCardProps) {
  const { file, upload, status } = item;
  return (
    <Card className="material-card" compact>
      <img
        className="material-card__thumb"
        src={upload?.thumbnailDirectLink ?? item.previewUrl}
        alt={file.name}
      />
      <div className="material-card__body">
        <div className="material-card__name" title={file.name}>
          {truncateFileName(file.name)}
        </div>
        <div className="bp6-text-muted bp6-text-small">{formatSizeK(file.size)}</div>
        {status === 'uploaded' && upload ? (
          <WeightForm upload={upload} {...rest} />
        ) : status === 'failed' ? (
          <div className="material-card__status">
            <Tag intent="danger" minimal>
              {t('review.uploadFailed')}
            </Tag>
            <Button
              variant="minimal"
              size="small"
              icon="trash"
              text={t('review.remove')}
              onClick={onRemove}
            />
          </div>
        ) : (
          <div className="material-card__status">
            <Spinner size={16} /> {t(status === 'waiting' ? 'review.waiting' : 'review.uploading')}
          </div>
        )}
      </div>
    </Card>
  );
}

type WeightFormProps = Omit<CollectedMaterialCardProps, 'item' | 'onRemove'> & {
  upload: FileUpload;
};

function WeightForm({ upload, hubCompanyUuid, materialType, formValid, onSaved }: WeightFormProps) {
  const [weight, setWeight] = useState(() => {
    const read = weightFromText(upload.postAnalysisResults ?? []);
    return read === null ? '' : String(read);
  });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const parsed = AdminRegisterCollectedMaterialRequest.shape.weight.safeParse(weight);
  const weightError =
    weight !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      await post('/api/admin/collectedMaterials', {
        weight: parsed.data,
        materialType,
        pictureFileUploadUuid: upload.uuid,
        hubCompanyUuid,
      });
      setSaved(true);
      onSaved?.();
    } catch {
      // The error bar already tells why; the card stays editable for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="material-card__form">
      <FormGroup
        label={t('review.colWeight')}
        labelFor={`weight-${upload.uuid}`}
        intent={weightError ? 'danger' : 'none'}
        helperText={weightError ? t(weightError) : undefined}
      >
        <InputGroup
          id={`weight-${upload.uuid}`}
          value={weight}
          inputMode="decimal"
          maxLength={QUANTITY_MAX_LENGTH}
          rightElement={<Tag minimal>kg</Tag>}
          disabled={saved || saving}
          intent={weightError ? 'danger' : 'none'}
          onValueChange={setWeight}
        />
      </FormGroup>
      {saved ? (
        <Tag intent="success" icon="tick" size="large">
          {t('review.saved')}
        </Tag>
      ) : (
        <Button
          intent="primary"
          text={t('review.save')}
          loading={saving}
          disabled={weight.trim() === '' || !parsed.success || !formValid}
          onClick={save}
        />
      )}
    </div>
  );
}
