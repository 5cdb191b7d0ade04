import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import type { Reactor } from '../reactors/reactor-runner';
import { ALERT_CAUSES, alertRequestsOf } from './alert-rules';

/** Alerts tell what happens now: an older event (history replayed after an upgrade, a long stop) raises none. */
export const MAX_ALERT_AGE_MS = 7 * 86_400_000;

export interface AlertsReactorDeps {
  /** Records the alert as a command whose id derives from the cause and the rule, so a replay raises nothing twice. */
  raise(request: AlertRequest, cause: StoredEvent): Promise<void>;
  now(): Date;
}

/**
 * The alerts reactor (issue 15): a hub event flagged, a certificate recorded, an audit action opened
 * → the alert requests of `alertRequestsOf`, each raised through `raise`.
 */
export const createAlertsReactor = (deps: AlertsReactorDeps): Reactor => ({
  name: 'alerts',
  handles: ALERT_CAUSES,
  async react(event: StoredEvent): Promise<void> {
    if (deps.now().getTime() - Date.parse(event.metadata.occurredAt) > MAX_ALERT_AGE_MS) return;
    for (const request of alertRequestsOf(event)) await deps.raise(request, event);
  },
});
