import { Button, Card, Icon, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { HUB_APP_UPLOAD_MAX_BYTES, type CameraResolution, type FileUpload } from '@cairn/contracts';
import { CameraCapture, type CapturedPicture } from '../common/camera-capture';
import { FilePicker, type FileRules } from '../common/file-picker';
import { currentPosition, uploadHubFile } from '../common/file-upload.api';
import { truncateFileName } from '../common/format';
import { announceError } from '../api/request';
import { t } from './hub-forms.messages';
import { showToast } from '../shell/toaster';
import { isRetryable } from './outbox/outbox-delivery';
import { isLocalUpload, keepPicture, localUpload } from './outbox/outbox';
import { pictureTakenAt, pictureTimeToSend } from './picture-time';

/** Hub app uploads: PDF or image, at most 5,000,000 bytes (Document 3 §5). */
const DOCUMENT_RULES: FileRules = {
  accept: ['application/pdf', 'image/*'],
  maxBytes: HUB_APP_UPLOAD_MAX_BYTES,
  maxFiles: 1,
};

interface PictureStepProps {
  /** What to photograph, shown over the camera. */
  message: string;
  allowFileUpload: boolean;
  cameraResolution?: CameraResolution;
  upload: FileUpload | null;
  onUploaded: (upload: FileUpload) => void;
  /** The camera was left without a picture. */
  onAbandon: () => void;
}

type Mode = 'choose' | 'camera' | 'uploading' | 'done';

/**
 * The evidence step of every hub form: the camera, or a file when the hub allows document upload.
 * Uploads to POST /api/fileUploads and hands the answer up.
 */
export function PictureStep({
  message,
  allowFileUpload,
  cameraResolution,
  upload,
  onUploaded,
  onAbandon,
}: PictureStepProps) {
  const [mode, setMode] = useState<Mode>(upload ? 'done' : allowFileUpload ? 'choose' : 'camera');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (
    blob: Blob,
    fileName: string,
    position: CapturedPicture['position'] | null,
  ) => {
    const capturedAt = pictureTakenAt(blob);
    setMode('uploading');
    setPreview(blob.type.startsWith('image/') ? URL.createObjectURL(blob) : null);
    try {
      onUploaded(
        await uploadHubFile(
          blob,
          fileName,
          position,
          { silent: true },
          pictureTimeToSend(capturedAt),
        ),
      );
      setMode('done');
    } catch (error) {
      if (isRetryable(error)) {
        // No network: the picture stays on the phone, with when and where it was taken, and goes
        // out with the form through the outbox.
        onUploaded(localUpload(await keepPicture({ blob, fileName, position, capturedAt })));
        setMode('done');
        return;
      }
      announceError(error);
      setMode(allowFileUpload ? 'choose' : 'camera');
    }
  };

  // Document 3 §8: a file needs a position as a camera picture does, or it is not uploaded.
  const sendFile = async (file: File) => {
    const position = await currentPosition();
    if (!position) {
      showToast('error', t('uploadLocationDeniedErrorMessage'));
      return;
    }
    await send(file, file.name, position);
  };

  if (mode === 'camera') {
    return (
      <CameraCapture
        message={message}
        cameraResolution={cameraResolution}
        onConfirm={({ blob, position }) => void send(blob, `picture-${Date.now()}.jpg`, position)}
        onBack={upload ? () => setMode('done') : onAbandon}
      />
    );
  }
  if (mode === 'choose') {
    return (
      <Card className="picture-step" compact>
        <p className="picture-step__message">{message}</p>
        <Button
          size="large"
          fill
          intent="primary"
          icon="camera"
          text={t('hub.takePicture')}
          onClick={() => setMode('camera')}
        />
        <FilePicker
          rules={DOCUMENT_RULES}
          label={t('hub.orUpload')}
          onFiles={([file]) => sendFile(file)}
        />
      </Card>
    );
  }
  return (
    <Card className="picture-step picture-step--preview" compact>
      {preview ? (
        <img className="picture-step__image" src={preview} alt={t('hub.picture')} />
      ) : upload?.thumbnailDirectLink && upload.mimeType.startsWith('image/') ? (
        <img
          className="picture-step__image"
          src={upload.thumbnailDirectLink}
          alt={t('hub.picture')}
        />
      ) : (
        <div className="picture-step__document">
          <Icon icon="document" size={32} /> {upload && truncateFileName(upload.fileName)}
        </div>
      )}
      {upload && isLocalUpload(upload) && mode === 'done' && (
        <Tag minimal intent="warning" icon="offline">
          {t('hub.keptOnPhone')}
        </Tag>
      )}
      {mode === 'uploading' ? (
        <div className="picture-step__status">
          <Spinner size={16} /> {t('hub.uploading')}
        </div>
      ) : (
        <Button
          variant="minimal"
          icon="refresh"
          text={t('hub.replace')}
          onClick={() => setMode(allowFileUpload ? 'choose' : 'camera')}
        />
      )}
    </Card>
  );
}
