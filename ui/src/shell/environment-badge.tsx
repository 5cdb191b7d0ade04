import { environmentOfHost } from '@cairn/contracts';
import { t } from '../i18n';

/**
 * A discreet badge naming the environment outside production (Document 1 §9: chosen by host
 * name), so nobody takes the demo or a development copy for the real thing.
 */
export function EnvironmentBadge({ hostname = window.location.hostname }: { hostname?: string }) {
  const environment = environmentOfHost(hostname);
  if (environment === 'prod') return null;
  return (
    <div
      className={`cairn-environment-badge is-${environment}`}
      role="status"
      aria-label={t('shell.environment', { environment })}
      title={t(environment === 'demo' ? 'shell.demoEnvironment' : 'shell.devEnvironment')}
    >
      {environment}
    </div>
  );
}
