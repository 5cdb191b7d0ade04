import { Button, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useEffect } from 'react';
import { t } from '../hub-forms.messages';
import { useCameraStream } from '../../common/use-camera-stream.hook';
import '../../common/camera-capture.css';

interface QrScannerProps {
  message: string;
  /** Called with each QR text read; return true to stop scanning. */
  onText: (text: string) => boolean | Promise<boolean>;
  onBack: () => void;
  /** Said under the picture while scanning goes on (a code that is not the one looked for). */
  hint?: string | null;
}

/** Reads QR codes from the rear camera a few times a second (jsQR, loaded only when scanning). */
export function QrScanner({ message, onText, onBack, hint }: QrScannerProps) {
  const { videoRef, state, error } = useCameraStream('W480_H640');

  useEffect(() => {
    if (state !== 'started') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const scan = async () => {
      const { default: jsQR } = await import('jsqr');
      const video = videoRef.current;
      if (stopped || !video) return;
      if (video.videoWidth > 0) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        context?.drawImage(video, 0, 0);
        const image = context?.getImageData(0, 0, canvas.width, canvas.height);
        const code =
          image && jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (code?.data && (await onText(code.data))) return;
      }
      if (!stopped) timer = setTimeout(() => void scan(), 250);
    };
    void scan();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state]); // onText reads the latest state through the caller's refs

  return (
    <div className="cairn-camera" role="dialog" aria-label={message}>
      <div className="cairn-camera__header">
        <Button variant="minimal" icon="arrow-left" aria-label={t('hub.back')} onClick={onBack} />
        <span className="cairn-camera__message">{message}</span>
      </div>
      <div className="cairn-camera__view">
        <video
          ref={videoRef}
          className="cairn-camera__video"
          playsInline
          muted
          hidden={state !== 'started'}
        />
        {state === 'initializing' && <Spinner className="cairn-camera__overlay" />}
        {state === 'error' && (
          <NonIdealState
            className="cairn-camera__overlay"
            icon="error"
            title={t(error ?? 'cameraNotSupportedErrorMessage')}
            action={<Button size="large" text={t('hub.back')} onClick={onBack} />}
          />
        )}
      </div>
      {hint && (
        <p className="cairn-camera__hint" role="status">
          {hint}
        </p>
      )}
    </div>
  );
}
