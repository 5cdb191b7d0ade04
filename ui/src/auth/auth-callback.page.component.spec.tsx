import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { getToken } from '../api/session';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import AuthCallbackPage from './auth-callback.page';

const ADMIN = {
  uuid: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  firstName: 'Test',
  lastName: 'Admin',
  email: 'admin@test.example',
  securityRole: 'ROLE_CAIRN_ADMIN',
  language: 'EN',
  region: 'DEFAULT',
  regionOrigin: null,
  impersonatedSignIn: false,
  passwordChangeRequired: false,
  company: null,
  features: [],
  collectedMaterialTypes: [],
  cameraResolution: 'W480_H640',
};

describe('/auth/callback after the external provider (?oidc=1)', () => {
  it('takes the session the server left, keeps it and opens the page asked for', async () => {
    const taken = answer('post', '/api/auth/oidc/session', {
      token: 'oidc-token',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const current = answer('get', '/api/users/current', ADMIN);
    renderScreen(<AuthCallbackPage />, {
      url: '/auth/callback?oidc=1&from=%2Fadmin%2Fusers',
      path: '/auth/callback',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/users');
    expect(taken).toHaveLength(1);
    expect(getToken()).toBe('oidc-token');
    expect(current[0].headers.get('x-auth-token')).toBe('oidc-token');
  });

  it('goes back to /sign-in saying so when there is no session to take', async () => {
    const refused = answer('post', '/api/auth/oidc/session', () =>
      HttpResponse.json({ errorMessageKey: 'oidcSignInFailed' }, { status: 401 }),
    );
    renderScreen(<AuthCallbackPage />, { url: '/auth/callback?oidc=1', path: '/auth/callback' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/sign-in?error=oidcSignInFailed',
    );
    expect(refused).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});
