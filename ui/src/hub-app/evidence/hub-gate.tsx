import { NonIdealState } from '../../common/headings';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../shell/page-spinner';
import { useHubConfig, type HubConfig } from '../use-hub-config.hook';
import { t } from '../hub-forms.messages';

/** Loads the hub's configuration before a form renders (its pickers and evidence rules depend on it). */
export function HubGate({ children }: { children: (hub: HubConfig) => ReactNode }) {
  const { data: hub, error } = useHubConfig();
  if (error) return <NonIdealState icon="error" title={t('hub.hubLoadError')} />;
  if (!hub) return <PageSpinner />;
  return <>{children(hub)}</>;
}
