import { Button } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from './auth.messages';

/**
 * /account-migration?complete=true: where the callback sends a sign-in that carries the `migration`
 * parameter (Document 2 §2). Accounts live in Cairn's own identity service, so there is nothing left
 * to move: the page confirms it and continues to the user's home through the callback.
 */
export default function AccountMigrationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (params.get('complete') !== 'true') return <Navigate to="/auth/callback" replace />;
  return (
    <main className="cairn-status-page">
      <NonIdealState
        icon="tick-circle"
        title={t('auth.accountMoved')}
        description={t('auth.accountMovedDescription')}
        action={
          <Button
            intent="primary"
            text={t('auth.continue')}
            onClick={() => navigate('/auth/callback', { replace: true })}
          />
        }
      />
    </main>
  );
}
