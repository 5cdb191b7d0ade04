import { Button, Card, Icon, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { CameraResolution, FileUpload } from '@cairn/contracts';
import { CameraCapture, type CapturedPicture } from '../common/camera-capture';
import { FilePicker, type FileRules } from '../common/file-picker';
import { currentPosition, uploadHubFile } from '../common/file-upload.api';
import { truncateFileName } from '../common/format';

/** Hub app uploads: PDF or image, at most 5,000,000 bytes (Document 3 §5). */
const DOCUMENT_RULES: FileRules = { accept: ['application/pdf', 'image/*'], maxBytes: 5_000_000, maxFiles: 1 };

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
export function PictureStep({ message, allowFileUpload, cameraResolution, upload, onUploaded, onAbandon }: PictureStepProps) {
  const [mode, setMode] = useState<Mode>(upload ? 'done' : allowFileUpload ? 'choose' : 'camera');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const send = async (blob: Blob, fileName: string, position: CapturedPicture['position'] | null) => {
    setMode('uploading');
    setPreview(blob.type.startsWith('image/') ? URL.createObjectURL(blob) : null);
    try {
      onUploaded(await uploadHubFile(blob, fileName, position));
      setMode('done');
    } catch {
      // The error bar says why; offer the choice again.
      setMode(allowFileUpload ? 'choose' : 'camera');
    }
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
        <Button size="large" fill intent="primary" icon="camera" text="Take a picture" onClick={() => setMode('camera')} />
        <FilePicker rules={DOCUMENT_RULES} label="Or upload a PDF or an image…"
          onFiles={async ([file]) => send(file, file.name, await currentPosition())} />
      </Card>
    );
  }
  return (
    <Card className="picture-step picture-step--preview" compact>
      {preview ? <img className="picture-step__image" src={preview} alt="Picture" />
        : upload?.thumbnailDirectLink && upload.mimeType.startsWith('image/') ? <img className="picture-step__image" src={upload.thumbnailDirectLink} alt="Picture" />
        : <div className="picture-step__document"><Icon icon="document" size={32} /> {upload && truncateFileName(upload.fileName)}</div>}
      {mode === 'uploading' ? (
        <div className="picture-step__status"><Spinner size={16} /> Uploading…</div>
      ) : (
        <Button variant="minimal" icon="refresh" text="Replace" onClick={() => setMode(allowFileUpload ? 'choose' : 'camera')} />
      )}
    </Card>
  );
}
