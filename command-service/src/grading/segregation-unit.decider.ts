import type { EventData, EventOf, MaterialType, TrackedItemType } from '@cairn/contracts';
import {
  type Decider,
  type Evolver,
  type StreamEvents,
  eventTypes,
  unreachable,
} from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';
import {
  type SegregationSlot,
  segregationSlotDecider,
  segregationSlotStream,
} from './segregation-slot.decider';

/** Output may exceed the input by 2% at most: bags are weighed on different scales and pick up moisture (docs/decisions.md). */
export const OUTPUT_TOLERANCE = 0.02;
export type SegregationState =
  'PROCESSING' | 'SEGREGATION_FINISHED' | 'PRODUCTS_OUTPUT_FINISHED' | 'DONE' | 'ERROR';

/** `segregationUnit-<uuid>` */
export interface SegregationUnit {
  exists: boolean;
  hubUuid: string | null;
  state: SegregationState | null;
  inputWeight: number;
  outputWeight: number;
  outputCount: number;
}

export type SegregationUnitCommand =
  | {
      type: 'StartSegregationUnit';
      uuid: string;
      hubUuid: string;
      inputs: EventData<'SegregationUnitStarted'>['inputs'];
      at: string;
    }
  | {
      type: 'AddSegregationOutput';
      uuid: string;
      hubUuid: string;
      bagUuid: string;
      weight: number;
      materialType: MaterialType;
    }
  | { type: 'FinishSegregationUnit'; uuid: string; hubUuid: string; at: string }
  /** Ends the grading in ERROR: its inputs stay graded, its output bags stay registered. */
  | { type: 'FailSegregationUnit'; uuid: string; hubUuid: string; reason: string; at: string };

export type SegregationUnitEvent = EventOf<
  | 'SegregationUnitStarted'
  | 'SegregationUnitOutputAdded'
  | 'SegregationUnitFinished'
  | 'SegregationUnitFailed'
>;

export const segregationUnitStream = (uuid: string) => `segregationUnit-${uuid}`;

const mustBeOwnUnit = (unit: SegregationUnit, hubUuid: string) => {
  if (!unit.exists || unit.hubUuid !== hubUuid) throw notFound();
};
const mustBeProcessing = (unit: SegregationUnit) => {
  if (unit.state !== 'PROCESSING') throw new DomainError('invalid', 'noOngoingSegregationUnit');
};

const decide = (command: SegregationUnitCommand, unit: SegregationUnit): SegregationUnitEvent[] => {
  switch (command.type) {
    case 'StartSegregationUnit': {
      const { uuid, hubUuid, inputs, at } = command;
      return [{ type: 'SegregationUnitStarted', data: { uuid, hubUuid, createdAt: at, inputs } }];
    }
    // Within the input weight (and its tolerance), while PROCESSING.
    case 'AddSegregationOutput': {
      const { uuid, bagUuid, weight, materialType } = command;
      mustBeOwnUnit(unit, command.hubUuid);
      mustBeProcessing(unit);
      if (weight <= 0) throw invalid({ weight: 'validationMin' });
      if (unit.outputWeight + weight > unit.inputWeight * (1 + OUTPUT_TOLERANCE) + 1e-9)
        throw invalid({ weight: 'validationMax' });
      return [
        { type: 'SegregationUnitOutputAdded', data: { uuid, bagUuid, weight, materialType } },
      ];
    }
    // Finishing needs at least one output bag.
    case 'FinishSegregationUnit': {
      const { type: _t, ...finished } = command;
      mustBeOwnUnit(unit, command.hubUuid);
      mustBeProcessing(unit);
      if (unit.outputCount === 0) throw invalid({ outputMaterialBags: 'validationRequired' });
      return [{ type: 'SegregationUnitFinished', data: finished }];
    }
    case 'FailSegregationUnit': {
      const { type: _t, ...failed } = command;
      mustBeOwnUnit(unit, failed.hubUuid);
      mustBeProcessing(unit);
      if (!failed.reason.trim()) throw invalid({ reason: 'validationRequired' });
      return [{ type: 'SegregationUnitFailed', data: failed }];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: SegregationUnit, event: SegregationUnitEvent): SegregationUnit => {
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
    case 'SegregationUnitFailed':
      return { ...state, state: 'ERROR' };
    default:
      return unreachable(event);
  }
};

export const segregationUnitDecider: Decider<
  SegregationUnit,
  SegregationUnitCommand,
  SegregationUnitEvent
> = {
  initialState: () => ({
    exists: false,
    hubUuid: null,
    state: null,
    inputWeight: 0,
    outputWeight: 0,
    outputCount: 0,
  }),
  eventTypes: eventTypes<SegregationUnitEvent>({
    SegregationUnitStarted: true,
    SegregationUnitOutputAdded: true,
    SegregationUnitFinished: true,
    SegregationUnitFailed: true,
  }),
  evolve,
  decide,
};

/** A tracked item's stream, for the owner check of an output bag's QR card (and its type, for a bale). */
export interface TrackedItemOwner {
  exists: boolean;
  hubUuid: string | null;
  type?: TrackedItemType | null;
}
type TrackedItemOwnerEvent = EventOf<'TrackedItemGenerated' | 'TrackedItemRetyped'>;
export const trackedItemOwnerDecider: Evolver<TrackedItemOwner, TrackedItemOwnerEvent> = {
  initialState: () => ({ exists: false, hubUuid: null, type: null }),
  eventTypes: eventTypes<TrackedItemOwnerEvent>({
    TrackedItemGenerated: true,
    TrackedItemRetyped: true,
  }),
  evolve: (_state, event) => ({ exists: true, hubUuid: event.data.hubUuid, type: event.data.type }),
};

/**
 * The hub's one grading slot taken and a new unit started with its inputs: how every grading
 * begins (waste bags or truck loads), after the caller's own checks.
 */
export const segregationStarted = (
  command: { uuid: string; hubUuid: string; at: string },
  inputs: EventData<'SegregationUnitStarted'>['inputs'],
  slot: SegregationSlot,
): StreamEvents[] => {
  const { uuid, hubUuid, at } = command;
  return [
    {
      streamId: segregationSlotStream(hubUuid),
      events: segregationSlotDecider.decide(
        { type: 'TakeSegregationSlot', hubUuid, segregationUnitUuid: uuid },
        slot,
      ),
    },
    {
      streamId: segregationUnitStream(uuid),
      events: segregationUnitDecider.decide(
        { type: 'StartSegregationUnit', uuid, hubUuid, inputs, at },
        segregationUnitDecider.initialState(),
      ),
    },
  ];
};
