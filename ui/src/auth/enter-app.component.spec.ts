import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, loadLanguage } from '../i18n';
import { signIn } from '../testing/fixtures';
import { t } from './auth.messages';
import { enterApp } from './enter-app';

/** Issue 20 §11: signing in as a German user switches the app to German before the next screen. */
afterEach(() => loadLanguage('EN'));

describe('entering the app', () => {
  it('a German user: the German texts are there when the home screen opens', async () => {
    const user = signIn({ language: 'DE' });
    const navigate = vi.fn(() => {
      // The screen renders at once: its texts must be German by now.
      expect(t('auth.signIn')).toBe('Anmelden');
      expect(t('signInError')).toBe('Benutzername oder Passwort ist ungültig.');
    });
    // A page without first requests of its own (the overview's would go to the network).
    enterApp(user, navigate, { from: '/outbox' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/outbox'));
    expect(getLanguage()).toBe('DE');
  });

  it('an English user stays in English', async () => {
    await loadLanguage('DE');
    const user = signIn({ language: 'EN' });
    const navigate = vi.fn();
    enterApp(user, navigate, { from: '/outbox' });
    expect(navigate).toHaveBeenCalledWith('/outbox');
    expect(getLanguage()).toBe('EN');
    expect(t('auth.signIn')).toBe('Sign in');
  });
});
