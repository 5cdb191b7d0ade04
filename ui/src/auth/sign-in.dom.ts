import { ApiError } from '../api/request';
import { t } from '../i18n';
import { signInFailure } from './sign-in-failure';

/**
 * The DOM pieces of the sign-in view (sign-in.view.ts): elements, buttons, fields that show a field
 * error until they change, and forms that post and show what went wrong. Plain DOM: the sign-in page
 * loads no React (issue 18).
 */
type Child = Node | string | null | false;
export const h = <K extends keyof HTMLElementTagNameMap>(
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

export const button = (
  text: string,
  kind: 'primary' | 'default' | 'minimal',
  onClick?: () => void,
) => {
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
export const field = (spec: FieldSpec) => {
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
export const form = (
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
