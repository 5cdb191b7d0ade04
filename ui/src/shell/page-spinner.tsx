import { Spinner } from '@blueprintjs/core';
import { t } from '../i18n';

/** What a lazy page shows while its chunk or its data loads. */
export const PageSpinner = () => (
  <div className="cairn-page-spinner">
    <Spinner size={40} aria-label={t('shell.loading')} />
  </div>
);
