import { HOUSEHOLD_VISIT_FEATURE } from '@cairn/contracts';
import { DomainError } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type CollectionUnit,
  type RecordHouseholdVisit,
  collectionUnitDecider,
  collectionUnitStream,
  mustCollect,
} from './collection-unit.decider';

/**
 * POST /api/collectionUnits/{uuid}/householdVisits: a household visited without material (fee paid,
 * no waste, vacant) on the hub's round in progress; each outcome only for a hub with its feature
 * (COLLECTOR_HOUSEHOLD_*), refused as forbidden otherwise, as a missing feature is elsewhere.
 */
export const decideHouseholdVisit: StreamDecision<
  RecordHouseholdVisit,
  { hub: HubAggregate; unit: CollectionUnit }
> = (command, { hub, unit }) => {
  if (!unit.exists || unit.hubUuid !== command.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  const fields = mustCollect(hub);
  if (!fields.features.includes(HOUSEHOLD_VISIT_FEATURE[command.outcome]))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  return [
    {
      streamId: collectionUnitStream(command.uuid),
      events: collectionUnitDecider.decide(command, unit),
    },
  ];
};
