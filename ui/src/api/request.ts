import { errorBodyOf, TIME_ZONE_HEADER, type ErrorBody } from '@cairn/contracts';
import { markLive, markOffline, markStale, recall, remember } from './last-known';
import { clearSession, getToken } from './session';

/**
 * The one request helper (Document 1 §8): JSON, a time-zone header, the stored token; every
 * status >= 400 is reported once to the error bar; 401 ends the session.
 */
export type ErrorListener = (error: { key?: string; message?: string } | null) => void;
let reportError: ErrorListener = () => undefined;
let onSignedOut: () => void = () => undefined;
export const setErrorListener = (listener: ErrorListener) => {
  reportError = listener;
};
export const setSignedOutListener = (listener: () => void) => {
  onSignedOut = listener;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.errorMessage ?? body.errorMessageKey ?? `HTTP ${status}`);
  }
  get fieldErrors(): Record<string, string> {
    return this.body.fieldErrors ?? {};
  }
}

/** Shows why a call failed in the error bar; for calls sent silently whose caller then decides (the outbox). */
export const announceError = (error: unknown) => {
  const body = error instanceof ApiError ? error.body : {};
  reportError(
    body.errorMessage || body.errorMessageKey
      ? { key: body.errorMessageKey, message: body.errorMessage }
      : { key: 'genericErrorMessage' },
  );
};

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  silent?: boolean;
  /** A read the screen did not ask for (kept for offline use): it neither clears nor reports an error. */
  background?: boolean;
  idempotencyKey?: string;
}

// A DateTimeFormat is costly to make (its first one loads the locale's data: 190 ms of a cheap phone's
// main thread before the sign-in form showed, issue 18): the zone is read once a minute, which still
// follows a phone that travels.
let zone = { name: '', at: -Infinity };
const deviceTimeZone = (): string => {
  if (performance.now() - zone.at > 60_000)
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, at: performance.now() };
  return zone.name;
};

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (!options.background) reportError(null); // the previous error is cleared before each call
  const headers: Record<string, string> = {
    [TIME_ZONE_HEADER]: deviceTimeZone(),
    ...options.headers,
  };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  if (method !== 'GET') headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    // No answer at all (offline, connection dropped): say so, or the form would just sit there.
    if (!options.silent && !options.background) reportError({ key: 'genericErrorMessage' });
    throw error;
  }

  if (response.status >= 400) {
    let body: ErrorBody = {};
    try {
      body = errorBodyOf(await response.json());
    } catch {
      body = {};
    }
    if (response.status === 401) {
      clearSession(true);
      onSignedOut();
    }
    const error = new ApiError(response.status, body);
    if (!options.silent && !options.background) announceError(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return (await response.blob()) as T; // non-JSON returned raw
  const text = await response.text();
  if (!text) return undefined as T; // 'Unexpected end of JSON input' is swallowed: empty result
  return JSON.parse(text) as T;
}

export const get = <T>(path: string) => request<T>('GET', path);
export const post = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('POST', path, { ...options, body });
/**
 * SWR fetcher: keys are API paths. Every answer is remembered; without any answer (offline) the
 * last known one is shown instead, and the screens say how old it is (last-known.ts).
 */
export const fetcher = async <T>(path: string): Promise<T> => {
  try {
    const data = await request<T>('GET', path, { silent: true });
    markLive();
    void remember(path, data);
    return data;
  } catch (error) {
    const noAnswer = !(error instanceof ApiError);
    const known = noAnswer ? await recall(path) : undefined;
    if (!known) {
      // No network: one offline notice says so (hub app), not a red generic error beside it.
      if (noAnswer && !navigator.onLine) markOffline();
      else announceError(error);
      throw error;
    }
    markStale(known.at);
    return known.data as T;
  }
};

/** Downloads a response as a file, its name taken from content-disposition (Document 1 §7). */
export async function download(method: string, path: string, body?: unknown): Promise<void> {
  const token = getToken();
  const response = await fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      // Every call carries the zone (Document 1 §7): a period's days are the caller's.
      [TIME_ZONE_HEADER]: deviceTimeZone(),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    reportError({ key: 'genericErrorMessage' });
    return;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = decodeURIComponent(name);
  a.click();
  URL.revokeObjectURL(url);
}
