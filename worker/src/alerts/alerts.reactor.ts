import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import type { Reactor } from '../reactors/reactor-runner';
import { ALERT_CAUSES, alertRequestsOf } from './alert-rules';

export interface AlertsReactorDeps {
  /** Records the alert as a command whose id derives from the cause and the rule, so a replay raises nothing twice. */
  raise(request: AlertRequest, cause: StoredEvent): Promise<void>;
}

/**
 * The alerts reactor (issue 15): a hub event flagged, a certificate recorded, an audit action opened
 * → the alert requests of `alertRequestsOf`, each raised through `raise`.
 */
export const createAlertsReactor = (deps: AlertsReactorDeps): Reactor => ({
  name: 'alerts',
  handles: ALERT_CAUSES,
  async react(event: StoredEvent): Promise<void> {
    for (const request of alertRequestsOf(event)) await deps.raise(request, event);
  },
});
