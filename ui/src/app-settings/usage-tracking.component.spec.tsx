import { act, render, waitFor } from '@testing-library/react';
import type { UsageEvent } from '@cairn/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppData } from '../testing/render';
import { signIn } from '../testing/fixtures';
import { answer } from '../testing/requests';
import { SETTINGS_OFF } from './use-app-settings';
import { useUsageTracking } from './usage-tracking';

const ENDPOINT = 'https://usage.test.example/events';

function Tracked() {
  useUsageTracking();
  return <p>page</p>;
}
const open = (url: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Tracked /> }], {
    initialEntries: [url],
  });
  render(
    <AppData>
      <RouterProvider router={router} />
    </AppData>,
  );
  return router;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('usage tracking (off by default)', () => {
  it('posts each page view with the identity’s impersonatedSignIn when on', async () => {
    signIn({ securityRole: 'ROLE_HUB_MANAGER', impersonatedSignIn: true });
    answer('get', '/api/app-settings', { ...SETTINGS_OFF, usageTracking: { url: ENDPOINT } });
    const sent = answer('post', ENDPOINT, {});
    const router = open('/hub-app/overview');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      type: 'pageView',
      path: '/hub-app/overview',
      securityRole: 'ROLE_HUB_MANAGER',
      impersonatedSignIn: true,
      environment: 'dev',
    } satisfies Partial<UsageEvent>);
    await act(() => router.navigate('/hub-app/stock'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toMatchObject({ path: '/hub-app/stock', impersonatedSignIn: true });
  });

  it('says so when the user signed in as themselves', async () => {
    signIn({ impersonatedSignIn: false });
    answer('get', '/api/app-settings', { ...SETTINGS_OFF, usageTracking: { url: ENDPOINT } });
    const sent = answer('post', ENDPOINT, {});
    open('/hub-app/overview');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ impersonatedSignIn: false });
  });

  it('sends nothing while the setting is off', async () => {
    signIn({ impersonatedSignIn: true });
    const read = answer('get', '/api/app-settings', SETTINGS_OFF);
    const sent = answer('post', ENDPOINT, {});
    open('/hub-app/overview');
    await waitFor(() => expect(read).toHaveLength(1));
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('sends nothing, nor asks for the settings, before anyone has signed in', async () => {
    const read = answer('get', '/api/app-settings', {
      ...SETTINGS_OFF,
      usageTracking: { url: ENDPOINT },
    });
    const sent = answer('post', ENDPOINT, {});
    open('/sign-in');
    await settle();
    expect(read).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });
});
