import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE } from '../api/session';
import { SETTINGS_OFF } from '../app-settings/use-app-settings';
import { signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import SignInPage from './sign-in.page';

// An admin: their home (/admin/hubs) has no first requests to answer.
const admin = () => {
  const user = signIn({ securityRole: 'ROLE_CAIRN_ADMIN', company: null });
  localStorage.clear();
  return user;
};
const token = (user = admin()) => ({
  token: 'new-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user,
});

const open = () => {
  renderScreen(<SignInPage />, { url: '/sign-in' });
  return userEvent.setup();
};

describe('the sign-in screen (Document 2 §2; the light view of issue 18)', () => {
  beforeEach(() => {
    localStorage.clear();
    answer('get', '/api/app-settings', SETTINGS_OFF); // no external provider
  });

  it('signs in with email and password, keeps the session and goes to the role’s home', async () => {
    const sent = answer('post', '/api/auth/signIn', token());
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    await user.type(screen.getByLabelText('Email'), 'admin@test.example');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/hubs');
    expect(sent[0].body).toEqual({ email: 'admin@test.example', password: 'secret-1' });
    expect(localStorage.getItem(STORAGE.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(STORAGE.userIdentity)!)).toMatchObject({
      securityRole: 'ROLE_CAIRN_ADMIN',
    });
  });

  it('shows the server’s field errors under their fields until the field changes, and keeps the values', async () => {
    answer('post', '/api/auth/signIn', () =>
      refusal(400, { fieldErrors: { email: 'validationInvalid' } }),
    );
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('is invalid')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(email, 'x');
    expect(screen.queryByText('is invalid')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('says the credentials are wrong on a 401, and sends again once asked', async () => {
    const sent = answer('post', '/api/auth/signIn', () => refusal(401, {}));
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    await user.type(screen.getByLabelText('Email'), 'admin@test.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('signs in with a phone number and the code sent to it', async () => {
    const otp = answer('post', '/api/auth/otp', {});
    const verify = answer('post', '/api/auth/otp/verify', token());
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Sign in with phone number' }));
    expect(screen.getByText('With + and the country code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '+491701234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('+491701234567')).toBeInTheDocument();
    expect(otp[0].body).toEqual({ phoneNumber: '+491701234567' });
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/hubs');
    expect(verify[0].body).toEqual({ phoneNumber: '+491701234567', code: '123456' });
  });

  it('says the session has expired when it did, and goes back from a form to the choice', async () => {
    localStorage.setItem(STORAGE.sessionExpired, 'true');
    const user = open();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    await user.click(screen.getByRole('button', { name: 'Other ways to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in with phone number' })).toBeInTheDocument();
  });
});
