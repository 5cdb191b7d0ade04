import { useEffect, useRef, useState } from 'react';
import { CAMERA_RESOLUTION_SIZE, type CameraResolution } from '@cairn/contracts';
import { showToast } from '../shell/toaster';
import { cameraErrorKey } from './device-errors';

export type CameraState = 'initializing' | 'started' | 'error';

/**
 * Sensors report sizes in landscape, while the hub setting is written portrait (W720_H960), so
 * the long side goes to width. The minimum is 640 by 480 (Document 1 §5).
 */
const constraintsFor = (
  resolution: CameraResolution,
  withMinimum: boolean,
): MediaStreamConstraints => {
  const { width, height } = CAMERA_RESOLUTION_SIZE[resolution];
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return {
    audio: false,
    video: {
      facingMode: { ideal: 'environment' },
      width: withMinimum ? { min: 640, ideal: long } : { ideal: long },
      height: withMinimum ? { min: 480, ideal: short } : { ideal: short },
    },
  };
};

/** Starts the rear camera into the returned video element and stops it on unmount. */
export function useCameraStream(resolution: CameraResolution) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('initializing');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        showToast('error', 'cameraNotSupportedErrorMessage');
        setState('error');
        setError('cameraNotSupportedErrorMessage');
        return;
      }
      try {
        try {
          stream = await navigator.mediaDevices.getUserMedia(constraintsFor(resolution, true));
        } catch (e) {
          // Some devices cannot meet the minimum as asked; the best they can do beats no picture.
          if ((e as Error).name !== 'OverconstrainedError') throw e;
          stream = await navigator.mediaDevices.getUserMedia(constraintsFor(resolution, false));
        }
        if (cancelled) return;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState('started');
      } catch (e) {
        if (cancelled) return;
        const key = cameraErrorKey(e);
        showToast('error', key);
        setState('error');
        setError(key);
      }
    };
    void start();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [resolution]);

  return { videoRef, state, error };
}

/** The current video frame as a JPEG. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no frame'))),
      'image/jpeg',
      0.9,
    ),
  );
}
