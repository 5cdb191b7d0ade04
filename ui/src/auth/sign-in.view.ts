import type { TokenResponse } from '@cairn/contracts';
import { ApiError, post } from '../api/request';
import { STORAGE } from '../api/session';
import { t } from '../i18n';
import { signInFailure } from './sign-in-failure';
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

type Child = Node | string | null | false;
const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props))
    if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
};

const button = (text: string, kind: 'primary' | 'default' | 'minimal', onClick?: () => void) => {
  const element = h(
    'button',
    { type: onClick ? 'button' : 'submit', class: `si-button si-${kind}` },
    text,
  );
  if (onClick) element.addEventListener('click', onClick);
  return element;
};

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete: string;
  placeholder?: string;
  helper?: string;
  inputmode?: string;
}

let ids = 0;
const field = (spec: FieldSpec) => {
  const id = `si-${spec.name}-${++ids}`;
  const input = h('input', {
    id,
    name: spec.name,
    type: spec.type ?? 'text',
    autocomplete: spec.autocomplete,
    placeholder: spec.placeholder,
    inputmode: spec.inputmode,
    class: 'si-input',
    'aria-describedby': `${id}-helper`,
  });
  const helper = h('div', { id: `${id}-helper`, class: 'si-helper' }, spec.helper ?? '');
  const setError = (key: string | null) => {
    helper.textContent = key ? t(key) : (spec.helper ?? '');
    helper.classList.toggle('si-danger-text', key !== null);
    if (key) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => setError(null));
  const element = h(
    'div',
    { class: 'si-field' },
    h('label', { for: id }, spec.label),
    input,
    helper,
  );
  return { element, input, setError };
};

/**
 * A form that posts its fields and shows what went wrong: the server's field errors under their
 * fields, anything else (a 401 under `unauthorizedKey`) above the buttons.
 */
const form = (
  fields: ReturnType<typeof field>[],
  submitText: string,
  send: (values: Record<string, string>) => Promise<void>,
  unauthorizedKey: 'signInError' | 'otpInvalid',
  back: HTMLButtonElement,
  intro?: Node,
) => {
  const failure = h('div', { class: 'si-callout si-danger', role: 'alert', hidden: '' });
  const submit = button(submitText, 'primary');
  const element = h(
    'form',
    { class: 'si-form', novalidate: '' },
    intro ?? null,
    ...fields.map((f) => f.element),
    failure,
    submit,
    back,
  );
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    failure.hidden = true;
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    const values = Object.fromEntries(fields.map((f) => [f.input.name, f.input.value]));
    send(values)
      .catch((error: unknown) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        for (const f of fields)
          if (fieldErrors[f.input.name]) f.setError(fieldErrors[f.input.name]);
        const shownUnderFields = fields.some((f) => fieldErrors[f.input.name]);
        if (!shownUnderFields || (error instanceof ApiError && error.body.errorMessageKey)) {
          failure.textContent = signInFailure(error, unauthorizedKey);
          failure.hidden = false;
        }
      })
      .finally(() => {
        submit.disabled = false;
        submit.removeAttribute('aria-busy');
      });
  });
  return element;
};

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
