/**
 * What the operator reads when the browser refuses the camera or has no position (issue 31): words
 * with what to do, never the browser's own text ("Permission denied", "Requested device not found").
 * Message keys of widgets.*.json.
 */
export const cameraErrorKey = (error: unknown): string => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'widgets.cameraRefused';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'widgets.cameraNotFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'widgets.cameraBusy';
    default:
      return 'cameraNotSupportedErrorMessage';
  }
};

/** GeolocationPositionError codes: 1 refused, 2 no position to be had, 3 none in time. */
export const locationErrorKey = (code: number | undefined): string =>
  code === 1
    ? 'widgets.locationRefused'
    : code === 3
      ? 'widgets.locationTimeout'
      : 'widgets.locationUnavailable';
