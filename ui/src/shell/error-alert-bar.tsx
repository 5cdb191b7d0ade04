import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { setErrorListener, type ErrorListener } from '../api/request';
import { t } from '../i18n';

type ShownError = Parameters<ErrorListener>[0];

/**
 * The error alert bar of Document 1 §8. Several bars may be mounted (a page can render its own,
 * e.g. inside a dialog); only the most recently mounted one receives errors, so an error never
 * shows twice. The bar stays until the user closes it or the next call starts: clicking
 * elsewhere does not dismiss it.
 */
const bars: Array<(error: ShownError) => void> = [];
setErrorListener((error) => bars.at(-1)?.(error));

/** A known key is translated; otherwise the server's own message; otherwise the generic text. */
export const errorText = (error: NonNullable<ShownError>): string => {
  if (error.key && t(error.key) !== error.key) return t(error.key);
  return error.message || t('genericErrorMessage');
};

export function ErrorAlertBar({ className }: { className?: string }) {
  const [error, setError] = useState<ShownError>(null);

  useEffect(() => {
    bars.push(setError);
    return () => {
      bars.splice(bars.indexOf(setError), 1);
    };
  }, []);

  if (!error) return null;
  return (
    <Callout
      intent="danger"
      icon="error"
      role="alert"
      className={`cairn-error-bar ${className ?? ''}`}
    >
      <span className="cairn-error-bar-text">{errorText(error)}</span>
      <Button
        variant="minimal"
        icon="cross"
        aria-label={t('shell.close')}
        onClick={() => setError(null)}
      />
    </Callout>
  );
}
