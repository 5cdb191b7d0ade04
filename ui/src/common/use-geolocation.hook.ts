import { useEffect, useState } from 'react';
import { showToast } from '../shell/toaster';
import { t } from '../i18n';
import type { Position } from './file-upload.api';
import { locationErrorKey } from './device-errors';

/**
 * Watches the device position while the caller is mounted. A denied or failed location is an
 * error toast: the locationDeniedErrorMessage text followed by the reason in parentheses (Document 1 §8).
 * A new `attempt` watches again (after the operator allowed the location).
 */
export function useGeolocation(
  enabled = true,
  attempt = 0,
): { position: Position | null; failed: boolean } {
  const [position, setPosition] = useState<Position | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    // A watch keeps reporting the same failure; the operator needs to read it once.
    let told = false;
    const fail = (reason: string) => {
      setFailed(true);
      if (!told) showToast('error', `${t('locationDeniedErrorMessage')} (${reason})`);
      told = true;
    };
    if (!('geolocation' in navigator)) {
      fail(t('widgets.locationUnavailable'));
      return;
    }
    const id = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setFailed(false);
        setPosition({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        });
      },
      // The reason in words (Document 1 §8 puts it in parentheses), never the browser's raw text.
      (error) => fail(t(locationErrorKey(error.code))),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [enabled, attempt]);

  return { position, failed };
}
