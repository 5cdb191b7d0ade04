import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraResolution } from '@cairn/contracts';
import { useCameraStream } from './use-camera-stream.hook';

const original = navigator.mediaDevices;
afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: original, configurable: true });
});

const stubCamera = () => {
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }) as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  return getUserMedia;
};

describe("the hub's cameraResolution is what the camera is asked for (Document 1 §3, §9)", () => {
  it.each([
    ['W480_H640', 640, 480],
    ['W720_H960', 960, 720],
    ['W960_H1280', 1280, 960],
    ['W1440_H1920', 1920, 1440],
  ] as const)(
    '%s: the rear camera at %i by %i, never under 640 by 480',
    async (resolution, long, short) => {
      expect(CameraResolution.options).toContain(resolution);
      const getUserMedia = stubCamera();
      const { result } = renderHook(() => useCameraStream(resolution));
      await waitFor(() => expect(result.current.state).toBe('started'));
      expect(getUserMedia).toHaveBeenCalledWith({
        audio: false,
        video: {
          facingMode: { ideal: 'environment' },
          width: { min: 640, ideal: long },
          height: { min: 480, ideal: short },
        },
      });
    },
  );
});
