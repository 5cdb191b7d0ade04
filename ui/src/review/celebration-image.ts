import { useEffect, useState } from 'react';
import { useAppSettings } from '../app-settings/use-app-settings';

/** How long the modal waits for the image service before keeping the bundled animation. */
const SERVICE_TIMEOUT_MS = 5000;

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

/**
 * The animated image in a random-image service's answer: Giphy's (`data.images.original.url`,
 * older `data.image_url`), Tenor's (`results[0].media_formats.gif.url`) or a plain `{ url }`.
 * https only: the page's policy allows no other images from elsewhere.
 */
export const animatedImageUrlOf = (body: unknown): string | null => {
  const candidates = [
    at(body, 'data', 'images', 'original', 'url'),
    at(body, 'data', 'images', 'downsized', 'url'),
    at(body, 'data', 'image_url'),
    at(body, 'results', 0, 'media_formats', 'gif', 'url'),
    at(body, 'results', 0, 'url'),
    at(body, 'url'),
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.startsWith('https://'));
  return (found as string | undefined) ?? null;
};

/** The service's URL as asked: a random image tagged `party` (Document 2 §7) unless it names a tag. */
export const celebrationRequestUrl = (serviceUrl: string): string => {
  const url = new URL(serviceUrl);
  if (!url.searchParams.has('tag')) url.searchParams.set('tag', 'party');
  return url.toString();
};

const randomAnimatedImage = async (serviceUrl: string, signal: AbortSignal): Promise<string> => {
  const response = await fetch(celebrationRequestUrl(serviceUrl), { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`the image service answered ${response.status}`);
  if (response.headers.get('content-type')?.startsWith('image/'))
    return URL.createObjectURL(await response.blob());
  const url = animatedImageUrlOf(await response.json());
  if (!url) throw new Error('no image in the answer of the image service');
  return url;
};

/**
 * A random animated image from the configured service (CELEBRATION_IMAGE_URL), or null: while the
 * setting is off (the default), while it loads, and when the service fails or is slow; the modal
 * then keeps its bundled animation, which needs no network.
 */
export function useCelebrationImage(): string | null {
  const service = useAppSettings()?.celebrationImage?.url;
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!service) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => abort.abort(), SERVICE_TIMEOUT_MS);
    randomAnimatedImage(service, abort.signal)
      .then(setImage, () => setImage(null))
      .finally(() => window.clearTimeout(timer));
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [service]);
  return image;
}
