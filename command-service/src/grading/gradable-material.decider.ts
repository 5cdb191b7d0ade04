import type { EventData, EventOf, RegistrationUnit } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { notFound } from '../command-handling/domain-error';

/**
 * A registered material's own stream (`collectedMaterial-<uuid>`), as grading sees it: its hub, type
 * and unit are known once the registration is on it.
 */
export type GradableMaterial = {
  uuid: string;
  graded: boolean;
  removed: boolean;
  weight: number;
  trackedItemUuid: string | null;
} & (
  | { exists: false; hubUuid: null; materialType: null; registrationUnit: null }
  | {
      exists: true;
      hubUuid: string;
      materialType: EventData<'CollectedMaterialRegistered'>['materialType'];
      registrationUnit: RegistrationUnit;
    }
);
export type RegisteredMaterial = Extract<GradableMaterial, { exists: true }>;

export type GradableMaterialCommand = {
  type: 'GradeCollectedMaterial';
  hubUuid: string;
  segregationUnitUuid: string;
  at: string;
};
/** The registration, the review's changes on its stream, and its grading. */
export type GradableMaterialEvent = EventOf<
  | 'CollectedMaterialRegistered'
  | 'HubEventWeightAmended'
  | 'HubEventRemoved'
  | 'CollectedMaterialGraded'
>;

/** Its one command: graded into a segregation unit, with the weight and type its stream holds. */
const gradeMaterial = (
  { hubUuid, segregationUnitUuid, at }: GradableMaterialCommand,
  m: GradableMaterial,
): GradableMaterialEvent[] => {
  if (!m.exists) throw notFound();
  return [
    {
      type: 'CollectedMaterialGraded',
      data: {
        uuid: m.uuid,
        hubUuid,
        segregationUnitUuid,
        weight: m.weight,
        materialType: m.materialType,
        trackedItemUuid: m.trackedItemUuid,
        at,
      },
    },
  ];
};

const evolveMaterial = (
  state: GradableMaterial,
  event: GradableMaterialEvent,
): GradableMaterial => {
  switch (event.type) {
    case 'CollectedMaterialRegistered': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        hubUuid: d.hubUuid,
        weight: d.weight,
        materialType: d.materialType,
        registrationUnit: d.registrationUnit,
        trackedItemUuid: d.trackedItemUuid,
      };
    }
    case 'HubEventWeightAmended':
      return { ...state, weight: event.data.weight };
    case 'HubEventRemoved':
      return { ...state, removed: true };
    case 'CollectedMaterialGraded':
      return { ...state, graded: true };
    default:
      return unreachable(event);
  }
};

const gradableMaterialEvents = eventTypes<GradableMaterialEvent>({
  CollectedMaterialRegistered: true,
  HubEventWeightAmended: true,
  HubEventRemoved: true,
  CollectedMaterialGraded: true,
});

export const gradableMaterialDecider = (
  uuid: string,
): Decider<GradableMaterial, GradableMaterialCommand, GradableMaterialEvent> => ({
  initialState: () => ({
    uuid,
    exists: false,
    hubUuid: null,
    graded: false,
    removed: false,
    weight: 0,
    materialType: null,
    registrationUnit: null,
    trackedItemUuid: null,
  }),
  eventTypes: gradableMaterialEvents,
  evolve: evolveMaterial,
  decide: gradeMaterial,
});
