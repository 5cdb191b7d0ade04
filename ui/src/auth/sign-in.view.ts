import type { TokenResponse } from '@cairn/contracts';
import { post } from '../api/request';
import { STORAGE } from '../api/session';
import { t } from '../i18n';
import { button, field, form, h } from './sign-in.dom';
import css from './sign-in.css?inline';

/**
 * The sign-in screen (Document 2 §2: phone number + code, or email + password) in plain DOM with
 * its own small style sheet: no React, Blueprint or zod before the person has signed in (issue 18:
 * on a cheap phone on Fast 3G those took 270 KB and 3 s before the form could be used). The same
 * view serves sign-in.html (the light page opened at /sign-in) and the app's /sign-in route. The
 * rules are the server's: its field errors show under their fields until the field changes.
 */
export interface SignInViewOptions {
  onSignedIn: (answer: TokenResponse) => void | Promise<void>;
}

/** Renders the sign-in screen into `container`; returns what takes it away again. */
export function mountSignIn(container: HTMLElement, { onSignedIn }: SignInViewOptions): () => void {
  if (!document.getElementById('si-style'))
    document.head.append(h('style', { id: 'si-style' }, css));
  // Read once: a failed attempt also answers 401 and would set the flag again.
  const sessionExpired = localStorage.getItem(STORAGE.sessionExpired) === 'true';
  const body = h('div');
  const card = h(
    'main',
    { class: 'si' },
    h(
      'div',
      { class: 'si-card' },
      h('div', { class: 'si-brand' }, 'Cairn'),
      h('h2', {}, 'Sign in'),
      body,
    ),
  );

  const show = (...nodes: Node[]) => {
    body.replaceChildren(...nodes);
    body.querySelector<HTMLInputElement>('input')?.focus();
  };
  const signedIn = async (answer: TokenResponse) => onSignedIn(answer);

  const choose = () =>
    show(
      ...(sessionExpired
        ? [h('div', { class: 'si-callout si-warning' }, t('apiErrorUnauthorized'))]
        : []),
      h(
        'div',
        { class: 'si-form' },
        button('Sign in with phone number', 'default', phone),
        button('Sign in with email', 'default', email),
      ),
    );

  const email = () =>
    show(
      form(
        [
          field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username' }),
          field({
            name: 'password',
            label: 'Password',
            type: 'password',
            autocomplete: 'current-password',
          }),
        ],
        'Sign in',
        async (values) =>
          signedIn(await post<TokenResponse>('/api/auth/signIn', values, { silent: true })),
        'signInError',
        button('Other ways to sign in', 'minimal', choose),
      ),
    );

  const phone = () =>
    show(
      form(
        [
          field({
            name: 'phoneNumber',
            label: 'Phone number',
            type: 'tel',
            autocomplete: 'tel',
            placeholder: '+491701234567',
            helper: 'With + and the country code',
          }),
        ],
        'Send code',
        async ({ phoneNumber }) => {
          await post('/api/auth/otp', { phoneNumber }, { silent: true });
          code(phoneNumber);
        },
        'signInError',
        button('Other ways to sign in', 'minimal', choose),
      ),
    );

  const code = (phoneNumber: string) =>
    show(
      form(
        [
          field({
            name: 'code',
            label: 'Code',
            autocomplete: 'one-time-code',
            inputmode: 'numeric',
            placeholder: '123456',
          }),
        ],
        'Sign in',
        async (values) =>
          signedIn(
            await post<TokenResponse>(
              '/api/auth/otp/verify',
              { phoneNumber, ...values },
              { silent: true },
            ),
          ),
        'otpInvalid',
        button('Use another phone number', 'minimal', phone),
        h('p', {}, 'We sent a code to ', h('strong', {}, phoneNumber), '.'),
      ),
    );

  choose();
  container.append(card);
  return () => card.remove();
}
