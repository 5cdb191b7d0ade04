import type { AppSettings, TokenResponse } from '@cairn/contracts';
import { post, request } from '../api/request';
import { STORAGE } from '../api/session';
import { t } from './auth.messages';
import { button, field, form, h } from './sign-in.dom';
import css from './sign-in.css?inline';
import { returnPathOf } from './return-path';

/** Why the external provider's sign-in came back here (the server's callback names it). */
const OIDC_REFUSALS = new Set([
  'oidcSignInFailed',
  'oidcUnknownUser',
  'oidcRoleNotGranted',
  'userSuspended',
  'hubNotActive',
]);

/**
 * The sign-in screen (Document 2 §2: phone number + code, or email + password) in plain DOM with
 * its own small style sheet: no React, Blueprint or zod before the person has signed in (issue 18:
 * on a cheap phone on Fast 3G those took 270 KB and 3 s before the form could be used). The same
 * view serves sign-in.html (the light page opened at /sign-in) and the app's /sign-in route. The
 * rules are the server's: its field errors show under their fields until the field changes.
 */
export interface SignInViewOptions {
  onSignedIn: (answer: TokenResponse) => void | Promise<void>;
  /** The router's location state: where to go back after the external provider's sign-in. */
  state?: unknown;
  /** The page's query (`?error=<key>` after a refused external sign-in); the window's by default. */
  search?: string;
}

/** Renders the sign-in screen into `container`; returns what takes it away again. */
export function mountSignIn(
  container: HTMLElement,
  { onSignedIn, state, search = location.search }: SignInViewOptions,
): () => void {
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
      h('h2', {}, t('auth.signIn')),
      body,
    ),
  );

  const show = (...nodes: Node[]) => {
    body.replaceChildren(...nodes);
    body.querySelector<HTMLInputElement>('input')?.focus();
  };
  const signedIn = async (answer: TokenResponse) => onSignedIn(answer);
  const refusal = new URLSearchParams(search).get('error');

  // The external OpenID Connect provider's button, when one is configured (GET /api/app-settings).
  const provider = h('div', { class: 'si-form' });
  const from = returnPathOf(state);
  // Asked once the form is on screen and the phone is idle: the first request's work (issue 18: the
  // time zone's first DateTimeFormat, 190 ms on a cheap phone) then holds up neither the form nor a tap.
  const settings = new Promise<void>((idle) =>
    requestAnimationFrame(() =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => idle(), { timeout: 2_000 })
        : setTimeout(idle),
    ),
  );
  void settings
    .then(() => request<AppSettings>('GET', '/api/app-settings', { silent: true }))
    .then(({ oidc }) => {
      if (!oidc) return;
      const href = `${oidc.loginPath}${from ? `?from=${encodeURIComponent(from)}` : ''}`;
      provider.append(
        h('a', { class: 'si-button si-primary', role: 'button', href }, oidc.buttonLabel),
      );
    })
    .catch(() => undefined); // an optional extra: without it, the built-in ways in stay

  const choose = () =>
    show(
      ...(sessionExpired
        ? [h('div', { class: 'si-callout si-warning' }, t('apiErrorUnauthorized'))]
        : []),
      ...(refusal && OIDC_REFUSALS.has(refusal)
        ? [h('div', { class: 'si-callout si-danger', role: 'alert' }, t(refusal))]
        : []),
      h(
        'div',
        { class: 'si-form' },
        provider,
        button(t('auth.withPhone'), 'default', phone),
        button(t('auth.withEmail'), 'default', email),
      ),
    );

  const email = () =>
    show(
      form(
        [
          field({ name: 'email', label: t('auth.email'), type: 'email', autocomplete: 'username' }),
          field({
            name: 'password',
            label: t('auth.password'),
            type: 'password',
            autocomplete: 'current-password',
          }),
        ],
        t('auth.signIn'),
        async (values) =>
          signedIn(await post<TokenResponse>('/api/auth/signIn', values, { silent: true })),
        'signInError',
        button(t('auth.otherWays'), 'minimal', choose),
      ),
    );

  const phone = () =>
    show(
      form(
        [
          field({
            name: 'phoneNumber',
            label: t('auth.phoneNumber'),
            type: 'tel',
            autocomplete: 'tel',
            placeholder: '+491701234567',
            helper: t('auth.phoneHelper'),
          }),
        ],
        t('auth.sendCode'),
        async ({ phoneNumber }) => {
          await post('/api/auth/otp', { phoneNumber }, { silent: true });
          code(phoneNumber);
        },
        'signInError',
        button(t('auth.otherWays'), 'minimal', choose),
      ),
    );

  const code = (phoneNumber: string) =>
    show(
      form(
        [
          field({
            name: 'code',
            label: t('auth.code'),
            autocomplete: 'one-time-code',
            inputmode: 'numeric',
            placeholder: '123456',
          }),
        ],
        t('auth.signIn'),
        async (values) =>
          signedIn(
            await post<TokenResponse>(
              '/api/auth/otp/verify',
              { phoneNumber, ...values },
              { silent: true },
            ),
          ),
        'otpInvalid',
        button(t('auth.anotherPhone'), 'minimal', phone),
        h('p', {}, `${t('auth.codeSentTo')} `, h('strong', {}, phoneNumber), '.'),
      ),
    );

  choose();
  container.append(card);
  return () => card.remove();
}
