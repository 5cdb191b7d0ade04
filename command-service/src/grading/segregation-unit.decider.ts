import type { DomainEvent, EventData, HubFields, RegistrationUnit } from '@cairn/contracts';
import type { LegacyDecider, StreamEvents } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';

/** Output may exceed the input by 2% at most: bags are weighed on different scales and pick up moisture (docs/decisions.md). */
export const OUTPUT_TOLERANCE = 0.02;
export type SegregationState =
  'PROCESSING' | 'SEGREGATION_FINISHED' | 'PRODUCTS_OUTPUT_FINISHED' | 'DONE' | 'ERROR';

/** The hub's guard stream (`segregationSlot-<hubUuid>`): the one PROCESSING unit, if any. */
export interface SegregationSlot {
  ongoing: string | null;
}
export const segregationSlotDecider: LegacyDecider<SegregationSlot> = {
  initialState: { ongoing: null },
  evolve(state, event) {
    switch (event.type) {
      case 'SegregationSlotTaken':
        return { ongoing: event.data.segregationUnitUuid };
      case 'SegregationSlotReleased':
        return { ongoing: null };
      default:
        return state;
    }
  },
};

/** `segregationUnit-<uuid>` */
export interface SegregationUnit {
  exists: boolean;
  hubUuid: string | null;
  state: SegregationState | null;
  inputWeight: number;
  outputWeight: number;
  outputCount: number;
}
export const segregationUnitDecider: LegacyDecider<SegregationUnit> = {
  initialState: {
    exists: false,
    hubUuid: null,
    state: null,
    inputWeight: 0,
    outputWeight: 0,
    outputCount: 0,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SegregationUnitStarted':
        return {
          ...state,
          exists: true,
          hubUuid: event.data.hubUuid,
          state: 'PROCESSING',
          inputWeight: event.data.inputs.reduce((s, i) => s + i.weight, 0),
        };
      case 'SegregationUnitOutputAdded':
        return {
          ...state,
          outputWeight: state.outputWeight + event.data.weight,
          outputCount: state.outputCount + 1,
        };
      case 'SegregationUnitFinished':
        return { ...state, state: 'DONE' };
      default:
        return state;
    }
  },
};

/** A registered material's own stream, as grading sees it. */
export interface GradableMaterial {
  uuid: string;
  exists: boolean;
  hubUuid: string | null;
  graded: boolean;
  removed: boolean;
  weight: number;
  materialType: EventData<'CollectedMaterialRegistered'>['materialType'] | null;
  registrationUnit: RegistrationUnit | null;
  trackedItemUuid: string | null;
}
export const gradableMaterialDecider = (uuid: string): LegacyDecider<GradableMaterial> => ({
  initialState: {
    uuid,
    exists: false,
    hubUuid: null,
    graded: false,
    removed: false,
    weight: 0,
    materialType: null,
    registrationUnit: null,
    trackedItemUuid: null,
  },
  evolve(state, event) {
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
        return state;
    }
  },
});

/** A tracked item's stream, for the owner check of an output bag's QR card. */
export interface TrackedItemOwner {
  exists: boolean;
  hubUuid: string | null;
}
export const trackedItemOwnerDecider: LegacyDecider<TrackedItemOwner> = {
  initialState: { exists: false, hubUuid: null },
  evolve: (state, event) =>
    event.type === 'TrackedItemGenerated' ? { exists: true, hubUuid: event.data.hubUuid } : state,
};

const mustGrade = (hub: HubAggregate) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (!hub.fields.features.includes('MATERIAL_SEGREGATION'))
    throw new DomainError('forbidden', 'apiErrorForbidden');
};

export interface StartSegregation {
  uuid: string;
  hubUuid: string;
  at: string;
  single: boolean;
}

/** The hub's one grading slot taken and the unit started with its inputs: how every grading begins (waste bags or truck loads). */
export const segregationStarted = (
  command: { uuid: string; hubUuid: string; at: string },
  inputs: EventData<'SegregationUnitStarted'>['inputs'],
): StreamEvents[] => [
  {
    streamId: `segregationSlot-${command.hubUuid}`,
    events: [
      {
        type: 'SegregationSlotTaken',
        data: { hubUuid: command.hubUuid, segregationUnitUuid: command.uuid },
      },
    ],
  },
  {
    streamId: `segregationUnit-${command.uuid}`,
    events: [
      {
        type: 'SegregationUnitStarted',
        data: { uuid: command.uuid, hubUuid: command.hubUuid, createdAt: command.at, inputs },
      },
    ],
  },
];

/**
 * Starts grading over the given materials. `single` is a named bag (POST .../grade with collectedMaterialUuid):
 * it must be gradable; otherwise every gradable waste bag is taken and none at all is refused.
 */
export const decideStart = (
  command: StartSegregation,
  hub: HubAggregate,
  slot: SegregationSlot,
  materials: GradableMaterial[],
): StreamEvents[] => {
  mustGrade(hub);
  if (slot.ongoing) throw new DomainError('conflict', 'conflictErrorMessage');
  const own = materials.filter((m) => m.exists && m.hubUuid === command.hubUuid && !m.removed);
  if (command.single && own.length === 0) throw new DomainError('notFound', 'notFoundMessage');
  if (command.single && own.some((m) => m.graded))
    throw invalid({ collectedMaterialUuid: 'validationInvalid' });
  const inputs = own.filter((m) => !m.graded && (command.single || m.registrationUnit === 'BAG'));
  if (inputs.length === 0) throw new DomainError('invalid', 'noMaterialSourceForGrading');
  const { uuid, hubUuid, at } = command;
  return [
    ...segregationStarted(
      command,
      inputs.map((m) => ({
        collectedMaterialUuid: m.uuid,
        registrationUnit: m.registrationUnit!,
        weight: m.weight,
        materialType: m.materialType!,
        trackedItemUuid: m.trackedItemUuid,
      })),
    ),
    ...inputs.map((m): StreamEvents => ({
      streamId: `collectedMaterial-${m.uuid}`,
      events: [
        {
          type: 'CollectedMaterialGraded',
          data: {
            uuid: m.uuid,
            hubUuid,
            segregationUnitUuid: uuid,
            weight: m.weight,
            materialType: m.materialType!,
            trackedItemUuid: m.trackedItemUuid,
            at,
          },
        },
      ],
    })),
  ];
};

export interface OutputContext {
  hub: HubAggregate;
  unit: SegregationUnit;
  picture: FileUploadAggregate;
  trackedItem: TrackedItemOwner | null;
  bagExists: boolean;
}

const allowedOutput = (fields: HubFields, materialType: string) =>
  fields.segregationOutputMaterialTypes.length === 0 ||
  fields.segregationOutputMaterialTypes.includes(materialType as never);

/** An output bag while PROCESSING, of a configured output type, with the hub's own picture and QR card, within the input weight. */
export const decideOutputBag = (
  bag: EventData<'SegregationOutputBagRegistered'>,
  ctx: OutputContext,
): StreamEvents[] => {
  const { unit, hub } = ctx;
  if (!unit.exists || unit.hubUuid !== bag.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  mustGrade(hub);
  if (ctx.bagExists) throw new DomainError('conflict', 'conflictErrorMessage');
  if (unit.state !== 'PROCESSING') throw new DomainError('invalid', 'noOngoingSegregationUnit');
  if (!allowedOutput(hub.fields!, bag.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  if (!ctx.picture.exists || ctx.picture.hubUuid !== bag.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (bag.trackedItemUuid && (!ctx.trackedItem?.exists || ctx.trackedItem.hubUuid !== bag.hubUuid))
    throw invalid({ trackedItemUuid: 'validationInvalid' });
  if (bag.weight <= 0) throw invalid({ weight: 'validationMin' });
  if (unit.outputWeight + bag.weight > unit.inputWeight * (1 + OUTPUT_TOLERANCE) + 1e-9)
    throw invalid({ weight: 'validationMax' });
  return [
    {
      streamId: `segregationUnit-${bag.segregationUnitUuid}`,
      events: [
        {
          type: 'SegregationUnitOutputAdded',
          data: {
            uuid: bag.segregationUnitUuid,
            bagUuid: bag.uuid,
            weight: bag.weight,
            materialType: bag.materialType,
          },
        },
      ],
    },
    {
      streamId: `segregationOutputBag-${bag.uuid}`,
      events: [{ type: 'SegregationOutputBagRegistered', data: bag }],
    },
  ];
};

/** Finishing needs at least one output bag; the hub's slot is released for the next grading. */
export const decideFinish = (
  command: { uuid: string; hubUuid: string; at: string },
  unit: SegregationUnit,
): StreamEvents[] => {
  if (!unit.exists || unit.hubUuid !== command.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (unit.state !== 'PROCESSING') throw new DomainError('invalid', 'noOngoingSegregationUnit');
  if (unit.outputCount === 0) throw invalid({ outputMaterialBags: 'validationRequired' });
  return [
    {
      streamId: `segregationUnit-${command.uuid}`,
      events: [{ type: 'SegregationUnitFinished', data: command }],
    },
    {
      streamId: `segregationSlot-${command.hubUuid}`,
      events: [
        {
          type: 'SegregationSlotReleased',
          data: { hubUuid: command.hubUuid, segregationUnitUuid: command.uuid },
        },
      ],
    },
  ];
};
