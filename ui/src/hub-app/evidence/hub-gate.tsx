import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../shell/page-spinner';
import { useHubConfig, type HubConfig } from '../use-hub-config.hook';

/** Loads the hub's configuration before a form renders (its pickers and evidence rules depend on it). */
export function HubGate({ children }: { children: (hub: HubConfig) => ReactNode }) {
  const { data: hub, error } = useHubConfig();
  if (error) return <NonIdealState icon="error" title="The hub could not be loaded." />;
  if (!hub) return <PageSpinner />;
  return <>{children(hub)}</>;
}
