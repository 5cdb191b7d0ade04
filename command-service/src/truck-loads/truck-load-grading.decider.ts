import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { HubAggregate } from '../hubs/hub.decider';
import type { SegregationSlot } from '../grading/segregation-slot.decider';
import { segregationStarted } from '../grading/segregation-unit.decider';
import {
  type RegisteredTruckLoad,
  type TruckLoad,
  mustBeRecycler,
  truckLoadDecider,
  truckLoadStream,
} from './truck-load.decider';

/** `single`: one named truck load; otherwise every ungraded load of a material. */
export interface GradeTruckLoads {
  type: 'GradeTruckLoads';
  uuid: string;
  hubUuid: string;
  at: string;
  single: boolean;
}

/**
 * Grading at a recycler (POST /api/registeredMaterials/{uuid}/grade, or every ungraded truck load of a material
 * with POST /api/massBalance/grading/start): a segregation unit whose inputs are truck loads, in the hub's one slot.
 */
export const decideGradeTruckLoads: StreamDecision<
  GradeTruckLoads,
  { hub: HubAggregate; slot: SegregationSlot; loads: TruckLoad[] }
> = (command, { hub, slot, loads }) => {
  mustBeRecycler(hub, 'MATERIAL_SEGREGATION');
  const own = loads.filter(
    (l): l is RegisteredTruckLoad => l.exists && l.hubUuid === command.hubUuid && !l.removed,
  );
  if (command.single && own.length === 0) throw new DomainError('notFound', 'notFoundMessage');
  if (command.single && own.some((l) => l.graded || l.processed))
    throw invalid({ registeredMaterialUuid: 'validationInvalid' });
  if (slot.ongoing) throw new DomainError('conflict', 'conflictErrorMessage');
  const inputs = own.filter((l) => !l.graded && !l.processed);
  if (inputs.length === 0) throw new DomainError('invalid', 'noMaterialSourceForGrading');
  const { uuid, hubUuid, at } = command;
  return [
    ...segregationStarted(
      command,
      inputs.map((l) => ({
        collectedMaterialUuid: l.uuid,
        registrationUnit: 'TRUCK_LOAD' as const,
        weight: l.weight,
        materialType: l.materialType,
        trackedItemUuid: null,
        source: 'REGISTERED' as const,
      })),
      slot,
    ),
    ...inputs.map((l) => ({
      streamId: truckLoadStream(l.uuid),
      events: truckLoadDecider(l.uuid).decide(
        { type: 'GradeTruckLoad', hubUuid, segregationUnitUuid: uuid, at },
        l,
      ),
    })),
  ];
};
