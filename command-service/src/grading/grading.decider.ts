import { hubWorks } from '@cairn/contracts';
import type { EventData, HubFields } from '@cairn/contracts';
import { isGradable } from '@cairn/contracts';
import { DomainError, conflict, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type GradableMaterial,
  type RegisteredMaterial,
  gradableMaterialDecider,
} from './gradable-material.decider';
import {
  type SegregationSlot,
  segregationSlotDecider,
  segregationSlotStream,
} from './segregation-slot.decider';
import {
  type SegregationUnit,
  type TrackedItemOwner,
  segregationStarted,
  segregationUnitDecider,
  segregationUnitStream,
} from './segregation-unit.decider';

const mustGrade = (hub: HubAggregate) => {
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (!hub.fields.features.includes('MATERIAL_SEGREGATION'))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  return hub.fields;
};

/** `single` is a named bag (POST .../grade with collectedMaterialUuid). */
export interface StartGrading {
  type: 'StartGrading';
  uuid: string;
  hubUuid: string;
  at: string;
  single: boolean;
}

/**
 * Starts grading over the given materials: a named bag must be gradable; otherwise every gradable
 * waste bag is taken and none at all is refused. Each input is graded on its own stream.
 */
export const decideStartGrading: StreamDecision<
  StartGrading,
  { hub: HubAggregate; slot: SegregationSlot; materials: GradableMaterial[] }
> = (command, { hub, slot, materials }) => {
  const fields = mustGrade(hub);
  if (slot.ongoing) throw conflict();
  const own = materials.filter(
    (m): m is RegisteredMaterial => m.exists && m.hubUuid === command.hubUuid && !m.removed,
  );
  if (command.single && own.length === 0) throw notFound();
  if (command.single && own.some((m) => m.graded))
    throw invalid({ collectedMaterialUuid: 'validationInvalid' });
  // segregationInputMaterialTypes: a named material of another type is refused; "all bags" leaves those out.
  if (command.single && own.some((m) => !isGradable(fields, m.materialType)))
    throw invalid({ collectedMaterialUuid: 'validationInvalid' });
  const inputs = own.filter(
    (m) =>
      !m.graded &&
      (command.single || m.registrationUnit === 'BAG') &&
      isGradable(fields, m.materialType),
  );
  if (inputs.length === 0) throw new DomainError('invalid', 'noMaterialSourceForGrading');
  const { uuid, hubUuid, at } = command;
  return [
    ...segregationStarted(
      command,
      inputs.map((m) => ({
        collectedMaterialUuid: m.uuid,
        registrationUnit: m.registrationUnit,
        weight: m.weight,
        materialType: m.materialType,
        trackedItemUuid: m.trackedItemUuid,
      })),
      slot,
    ),
    ...inputs.map((m) => ({
      streamId: `collectedMaterial-${m.uuid}`,
      events: gradableMaterialDecider(m.uuid).decide(
        { type: 'GradeCollectedMaterial', hubUuid, segregationUnitUuid: uuid, at },
        m,
      ),
    })),
  ];
};

/** POST /api/segregationUnits/{id}/outputMaterialBags as the hub's user sends it, with the bag's new id. */
export interface AddOutputBag {
  type: 'AddOutputBag';
  uuid: string;
  hubUuid: string;
  segregationUnitUuid: string;
  company: EventData<'SegregationOutputBagRegistered'>['company'];
  createdBy: EventData<'SegregationOutputBagRegistered'>['createdBy'];
  weight: number;
  materialType: EventData<'SegregationOutputBagRegistered'>['materialType'];
  pictureFileUploadUuid: string;
  pictureMimeType: string;
  trackedItemUuid: string | null;
  /** BALE only with the hub's enableBaleSegregationOutput. */
  registrationUnit: 'BAG' | 'BALE';
  at: string;
}

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

/**
 * An output bag (or, with enableBaleSegregationOutput, a bale) while PROCESSING, of a configured
 * output type, with the hub's own picture and QR card, within the input weight.
 */
export const decideAddOutputBag: StreamDecision<AddOutputBag, OutputContext> = (command, ctx) => {
  const { unit, hub } = ctx;
  const { type: _t, at, ...bag } = command;
  if (!unit.exists || unit.hubUuid !== bag.hubUuid) throw notFound();
  const fields = mustGrade(hub);
  if (ctx.bagExists) throw conflict();
  if (unit.state !== 'PROCESSING') throw new DomainError('invalid', 'noOngoingSegregationUnit');
  if (!allowedOutput(fields, bag.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  if (!ctx.picture.exists || ctx.picture.hubUuid !== bag.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (bag.registrationUnit === 'BALE' && !fields.enableBaleSegregationOutput)
    throw invalid({ registrationUnit: 'validationInvalid' });
  if (bag.trackedItemUuid && (!ctx.trackedItem?.exists || ctx.trackedItem.hubUuid !== bag.hubUuid))
    throw invalid({ trackedItemUuid: 'validationInvalid' });
  // A bale carries a bale's QR card: a BAG or SACK card would name it as something it is not.
  if (bag.registrationUnit === 'BALE' && bag.trackedItemUuid && ctx.trackedItem?.type !== 'BALE')
    throw invalid({ trackedItemUuid: 'validationInvalid' });
  return [
    {
      streamId: segregationUnitStream(bag.segregationUnitUuid),
      events: segregationUnitDecider.decide(
        {
          type: 'AddSegregationOutput',
          uuid: bag.segregationUnitUuid,
          hubUuid: bag.hubUuid,
          bagUuid: bag.uuid,
          weight: bag.weight,
          materialType: bag.materialType,
        },
        unit,
      ),
    },
    {
      streamId: `segregationOutputBag-${bag.uuid}`,
      events: [
        {
          type: 'SegregationOutputBagRegistered',
          data: { ...bag, eventType: 'SEGREGATION', quantityUnit: 'KG', createdAt: at },
        },
      ],
    },
  ];
};

/**
 * Finishing needs at least one output bag; `error` ends the grading in ERROR with that reason
 * instead. Either way the hub's slot is released for the next grading.
 */
export const decideFinishGrading: StreamDecision<
  { type: 'FinishGrading'; uuid: string; hubUuid: string; at: string; error?: string },
  { unit: SegregationUnit; slot: SegregationSlot }
> = ({ uuid, hubUuid, at, error }, { unit, slot }) => [
  {
    streamId: segregationUnitStream(uuid),
    events: segregationUnitDecider.decide(
      error === undefined
        ? { type: 'FinishSegregationUnit', uuid, hubUuid, at }
        : { type: 'FailSegregationUnit', uuid, hubUuid, reason: error, at },
      unit,
    ),
  },
  {
    streamId: segregationSlotStream(hubUuid),
    events: segregationSlotDecider.decide(
      { type: 'ReleaseSegregationSlot', hubUuid, segregationUnitUuid: uuid },
      slot,
    ),
  },
];
