import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime, parseDateTime } from '../common/dates';
import { t } from './audit-trail.messages';

/** A local date-time (YYYY-MM-DDTHH:mm:ss, from the picker) as the instant the API takes; empty = now. */
export const asOfInstant = (local: string): string => (local ? new Date(local).toISOString() : '');
/** `asOf=` for a query string that already has a `?` (or '' for now). */
export const asOfParam = (local: string, joiner: '&' | '?' = '&'): string =>
  local ? `${joiner}asOf=${encodeURIComponent(asOfInstant(local))}` : '';

/**
 * Pick an instant in the past: the screen shows the figures as the records stood then. Typed as
 * YYYY-MM-DD HH:mm:ss (Document 2 §9), not the native picker, which shows the browser locale's order.
 */
export function AsOfPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (local: string) => void;
}) {
  const [text, setText] = useState(() => (value ? value.replace('T', ' ') : ''));
  const invalid = text.trim() !== '' && parseDateTime(text) === null;
  const change = (next: string) => {
    setText(next);
    const local = next.trim() === '' ? '' : parseDateTime(next);
    if (local !== null) onChange(local);
  };
  return (
    <FormGroup
      label={t('audit.asOf')}
      labelFor="as-of"
      helperText={invalid ? 'YYYY-MM-DD HH:mm:ss' : t('audit.emptyIsNow')}
      intent={invalid ? 'danger' : 'none'}
    >
      <div className="as-of-bar">
        <InputGroup
          id="as-of"
          placeholder="YYYY-MM-DD HH:mm:ss"
          autoComplete="off"
          value={text}
          onValueChange={change}
          intent={invalid ? 'danger' : 'none'}
          aria-invalid={invalid || undefined}
        />
        {value && <Button icon="reset" text={t('audit.now')} onClick={() => change('')} />}
      </div>
    </FormGroup>
  );
}

/** Says plainly that the screen shows the past, not today. */
export function AsOfBanner({ value }: { value: string }) {
  if (!value) return null;
  return (
    <Callout
      className="as-of-banner"
      intent="warning"
      icon="history"
      title={t('audit.showingPast', { at: formatDateTime(asOfInstant(value)) })}
    >
      {t('audit.showingPastText')}
    </Callout>
  );
}
