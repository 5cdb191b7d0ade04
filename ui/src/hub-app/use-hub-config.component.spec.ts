import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { markLive, staleSince } from '../api/last-known';
import { setErrorListener } from '../api/request';
import { hubConfig, HUB_UUID, signIn } from '../testing/fixtures';
import { AppData } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import { useHubConfig } from './use-hub-config.hook';

const HUB_PATH = `/api/companies/${HUB_UUID}`;
const readHub = () => renderHook(() => useHubConfig(), { wrapper: AppData });

describe('useHubConfig: the hub that decides the hub app’s tabs and forms (Document 3 §3)', () => {
  it('reads the signed-in user’s hub', async () => {
    signIn();
    const calls = answer('get', HUB_PATH, hubConfig({ name: 'Pune Collection Hub' }));
    const { result } = readHub();
    await waitFor(() => expect(result.current.data?.name).toBe('Pune Collection Hub'));
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('x-auth-token')).toBe('test-token');
  });

  it('asks nothing for a user without a hub', async () => {
    signIn({ company: null });
    const { result } = readHub();
    // Any call would fail the test (no handler answers it).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('shows the last known hub without a network, and says since when (issue 18)', async () => {
    signIn();
    answer('get', HUB_PATH, hubConfig({ name: 'Known Hub' }));
    const online = readHub();
    await waitFor(() => expect(online.result.current.data?.name).toBe('Known Hub'));
    online.unmount();
    // Remembering is not awaited by the read: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer('get', HUB_PATH, () => HttpResponse.error());
    const offline = readHub();
    await waitFor(() => expect(offline.result.current.data?.name).toBe('Known Hub'));
    expect(staleSince()).not.toBeNull();
  });

  it('gives the server’s refusal, not a remembered answer', async () => {
    signIn();
    answer('get', HUB_PATH, hubConfig({ name: 'Known Hub' }));
    const first = readHub();
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    answer('get', HUB_PATH, () => refusal(403, { errorMessageKey: 'apiErrorForbidden' }));
    const refused = readHub();
    await waitFor(() => expect(refused.result.current.error).toBeDefined());
    expect(refused.result.current.data).toBeUndefined();
  });

  it('without a network and nothing known: the offline notice, not the red generic error (issue 31)', async () => {
    signIn({ uuid: 'another-user-with-nothing-known' });
    markLive();
    const shown = vi.fn();
    setErrorListener(shown);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      answer('get', HUB_PATH, () => HttpResponse.error());
      const offline = readHub();
      await waitFor(() => expect(offline.result.current.error).toBeDefined());
      expect(staleSince()).toBe(0); // the notice without a time: nothing was known
      expect(shown.mock.calls.filter(([error]) => error !== null)).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });
});
