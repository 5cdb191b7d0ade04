import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_OFF } from '../app-settings/use-app-settings';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import SignInPage from './sign-in.page';

const withProvider = {
  ...SETTINGS_OFF,
  oidc: { buttonLabel: 'Sign in with Acme ID', loginPath: '/api/auth/oidc/login' },
};

describe('/sign-in and the external OpenID Connect provider', () => {
  it('shows the provider’s button, leading to the server’s login, when one is configured', async () => {
    answer('get', '/api/app-settings', withProvider);
    renderScreen(<SignInPage />, { url: '/sign-in' });
    const button = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/login');
    // The built-in ways in stay.
    expect(screen.getByRole('button', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with phone number' })).toBeInTheDocument();
  });

  it('shows no such button without a provider', async () => {
    const calls = answer('get', '/api/app-settings', SETTINGS_OFF);
    renderScreen(<SignInPage />, { url: '/sign-in' });
    await screen.findByRole('button', { name: 'Sign in with email' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Acme|organization/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('says why the provider’s sign-in was refused', async () => {
    answer('get', '/api/app-settings', withProvider);
    renderScreen(<SignInPage />, { url: '/sign-in?error=oidcRoleNotGranted' });
    expect(
      await screen.findByText(/does not grant you the role of your Cairn account/),
    ).toBeInTheDocument();
  });

  it('shows no text of its own for an error key it does not know', async () => {
    answer('get', '/api/app-settings', withProvider);
    renderScreen(<SignInPage />, { url: '/sign-in?error=<b>forged</b>' });
    await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    expect(screen.queryByText(/forged/)).not.toBeInTheDocument();
  });
});
