import type { EventData, EventOf, MaterialType, ProcessingStep } from '@cairn/contracts';
import { roundQuantity } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';
import { OUTPUT_TOLERANCE } from '../grading/segregation-unit.decider';

/** `processingUnit-<uuid>`: IN_PROGRESS from its start, PROCESSING_FINISHED when finished. */
export interface ProcessingUnit {
  exists: boolean;
  hubUuid: string | null;
  state: 'IN_PROGRESS' | 'PROCESSING_FINISHED' | 'ERROR' | null;
  inputWeight: number;
  outputKg: number;
  outputCount: number;
}

type Output = EventData<'ProcessingUnitOutputAdded'>;

export type ProcessingUnitCommand =
  | {
      type: 'StartProcessingUnit';
      uuid: string;
      hubUuid: string;
      materialType: MaterialType;
      supplier: string | null;
      originalWeight: number;
      rejectedWeight: number;
      registeredMaterialUuid: string | null;
      processingSteps: ProcessingStep[];
      at: string;
    }
  | ({ type: 'AddProcessingOutput'; hubUuid: string } & Output)
  | { type: 'FinishProcessingUnit'; uuid: string; hubUuid: string; at: string }
  /** Ends the run in ERROR: what was taken in stays consumed, its output bags stay registered. */
  | { type: 'FailProcessingUnit'; uuid: string; hubUuid: string; reason: string; at: string };

export type ProcessingUnitEvent = EventOf<
  | 'ProcessingUnitStarted'
  | 'ProcessingUnitOutputAdded'
  | 'ProcessingUnitFinished'
  | 'ProcessingUnitFailed'
>;

export const processingUnitStream = (uuid: string) => `processingUnit-${uuid}`;

export const mustBeOwnProcessingUnit = (unit: ProcessingUnit, hubUuid: string) => {
  if (!unit.exists || unit.hubUuid !== hubUuid) throw notFound();
  if (unit.state !== 'IN_PROGRESS')
    throw new DomainError('invalid', 'noMaterialSourceForProcessing');
};

const decide = (command: ProcessingUnitCommand, unit: ProcessingUnit): ProcessingUnitEvent[] => {
  switch (command.type) {
    // originalWeight − rejectedWeight is processed.
    case 'StartProcessingUnit': {
      const { type: _t, at, ...started } = command;
      const weight = roundQuantity(started.originalWeight - started.rejectedWeight);
      return [{ type: 'ProcessingUnitStarted', data: { ...started, weight, createdAt: at } }];
    }
    // Kilograms within the input (+2%, as grading); liters are not weighed against it.
    case 'AddProcessingOutput': {
      const { type: _t, hubUuid, ...output } = command;
      mustBeOwnProcessingUnit(unit, hubUuid);
      if (output.weight <= 0) throw invalid({ weight: 'validationMin' });
      if (
        output.quantityUnit === 'KG' &&
        unit.outputKg + output.weight > unit.inputWeight * (1 + OUTPUT_TOLERANCE) + 1e-9
      )
        throw invalid({ weight: 'validationMax' });
      return [{ type: 'ProcessingUnitOutputAdded', data: output }];
    }
    // Finishing needs at least one output bag.
    case 'FinishProcessingUnit': {
      const { type: _t, ...finished } = command;
      mustBeOwnProcessingUnit(unit, finished.hubUuid);
      if (unit.outputCount === 0) throw invalid({ outputMaterialBags: 'validationRequired' });
      return [{ type: 'ProcessingUnitFinished', data: finished }];
    }
    case 'FailProcessingUnit': {
      const { type: _t, ...failed } = command;
      mustBeOwnProcessingUnit(unit, failed.hubUuid);
      if (!failed.reason.trim()) throw invalid({ reason: 'validationRequired' });
      return [{ type: 'ProcessingUnitFailed', data: failed }];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: ProcessingUnit, event: ProcessingUnitEvent): ProcessingUnit => {
  switch (event.type) {
    case 'ProcessingUnitStarted':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        state: 'IN_PROGRESS',
        inputWeight: event.data.weight,
      };
    case 'ProcessingUnitOutputAdded':
      return {
        ...state,
        outputCount: state.outputCount + 1,
        outputKg: state.outputKg + (event.data.quantityUnit === 'KG' ? event.data.weight : 0),
      };
    case 'ProcessingUnitFinished':
      return { ...state, state: 'PROCESSING_FINISHED' };
    case 'ProcessingUnitFailed':
      return { ...state, state: 'ERROR' };
    default:
      return unreachable(event);
  }
};

export const processingUnitDecider: Decider<
  ProcessingUnit,
  ProcessingUnitCommand,
  ProcessingUnitEvent
> = {
  initialState: () => ({
    exists: false,
    hubUuid: null,
    state: null,
    inputWeight: 0,
    outputKg: 0,
    outputCount: 0,
  }),
  eventTypes: eventTypes<ProcessingUnitEvent>({
    ProcessingUnitStarted: true,
    ProcessingUnitOutputAdded: true,
    ProcessingUnitFinished: true,
    ProcessingUnitFailed: true,
  }),
  evolve,
  decide,
};
