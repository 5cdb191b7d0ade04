import { Button } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n';

/** The public error (/error) and not-found (/not-found) pages of Document 2 §2. */
function StatusPage({ messageKey, icon }: { messageKey: string; icon: 'error' | 'search' }) {
  const navigate = useNavigate();
  return (
    <main className="cairn-status-page">
      <NonIdealState
        icon={icon}
        title={t(messageKey)}
        action={<Button intent="primary" text={t('shell.goHome')} onClick={() => navigate('/')} />}
      />
    </main>
  );
}

export const ErrorPage = () => <StatusPage messageKey="genericErrorMessage" icon="error" />;
export const NotFoundPage = () => <StatusPage messageKey="notFoundMessage" icon="search" />;
