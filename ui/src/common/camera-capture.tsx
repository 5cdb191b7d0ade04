import { Button, Spinner } from '@blueprintjs/core';
import { NonIdealState } from './headings';
import { useEffect, useState } from 'react';
import type { CameraResolution } from '@cairn/contracts';
import { t } from './widgets.messages';
import type { Position } from './file-upload.api';
import { text } from './text';
import { grabFrame, useCameraStream } from './use-camera-stream.hook';
import { useGeolocation } from './use-geolocation.hook';
import './camera-capture.css';

export interface CapturedPicture {
  blob: Blob;
  position: Position;
}

interface CameraCaptureProps {
  /** What to photograph, shown in the header. */
  message: string;
  cameraResolution?: CameraResolution;
  onConfirm: (picture: CapturedPicture) => void;
  onBack: () => void;
}

/**
 * The camera flow of Document 1 §2/§4: rear camera, the position watched meanwhile, capture only
 * once latitude and longitude are known, then retake or confirm.
 */
export function CameraCapture({
  message,
  cameraResolution = 'W480_H640',
  onConfirm,
  onBack,
}: CameraCaptureProps) {
  const { videoRef, state, error } = useCameraStream(cameraResolution);
  // A new attempt at the position (after the operator allowed it) starts a new watch.
  const [locationAttempt, setLocationAttempt] = useState(0);
  const { position, failed: locationFailed } = useGeolocation(true, locationAttempt);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string; position: Position } | null>(null);
  const [capturing, setCapturing] = useState(false);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const capture = async () => {
    const video = videoRef.current;
    if (!video || !position) return;
    setCapturing(true);
    try {
      const blob = await grabFrame(video);
      setPhoto({ blob, url: URL.createObjectURL(blob), position });
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className="cairn-camera" data-state={state}>
      <header className="cairn-camera__header">
        <Button
          icon="arrow-left"
          variant="minimal"
          aria-label={t('widgets.back')}
          onClick={onBack}
        />
        <span className="cairn-camera__message">{message}</span>
      </header>

      <div className="cairn-camera__view">
        {/* The video stays mounted behind the preview so that a retake is instant. */}
        <video
          ref={videoRef}
          className="cairn-camera__video"
          playsInline
          muted
          autoPlay
          hidden={!!photo}
        />
        {photo && (
          <img className="cairn-camera__video" src={photo.url} alt={t('widgets.capturedPicture')} />
        )}
        {state === 'initializing' && <Spinner className="cairn-camera__overlay" />}
        {state !== 'error' && locationFailed && !position && !photo && (
          <NonIdealState
            className="cairn-camera__overlay"
            icon="geolocation"
            title={t('locationDeniedErrorMessage')}
            description={t('widgets.allowLocation')}
            action={
              <div className="cairn-camera__choices">
                <Button size="large" text={t('widgets.back')} onClick={onBack} />
                <Button
                  size="large"
                  intent="primary"
                  icon="refresh"
                  text={t('widgets.tryAgain')}
                  onClick={() => setLocationAttempt((n) => n + 1)}
                />
              </div>
            }
          />
        )}
        {state === 'error' && (
          <NonIdealState
            className="cairn-camera__overlay"
            icon="camera"
            description={t(error ?? 'cameraNotSupportedErrorMessage')}
            action={<Button size="large" text={t('widgets.back')} onClick={onBack} />}
          />
        )}
      </div>

      <footer className="cairn-camera__footer">
        {photo ? (
          <>
            <Button
              size="large"
              icon="refresh"
              text={text('retakeButton', 'Retake')}
              onClick={() => setPhoto(null)}
            />
            <Button
              size="large"
              intent="primary"
              icon="tick"
              text={text('confirmButton', 'Confirm')}
              onClick={() => onConfirm({ blob: photo.blob, position: photo.position })}
            />
          </>
        ) : (
          <>
            {!position && state !== 'error' && !locationFailed && (
              <p className="cairn-camera__wait">{t('waitForLocationMessage')}</p>
            )}
            <Button
              size="large"
              className="cairn-camera__shutter"
              intent="primary"
              icon="camera"
              aria-label={t('widgets.takePicture')}
              disabled={state !== 'started' || !position || capturing}
              loading={capturing}
              onClick={capture}
            />
          </>
        )}
      </footer>
    </div>
  );
}
