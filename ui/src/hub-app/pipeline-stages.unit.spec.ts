import { describe, expect, it } from 'vitest';
import {
  gradingInputText,
  pipelineStageLabel,
  registrationKind,
  stageTitle,
} from './pipeline-stages';
import { rowName } from './mass-balance-row';

describe('pipeline stage labels per hub type (Document 3 §2)', () => {
  it('a collection center reads Collected, Graded, Processed, Cleared; others Registered first', () => {
    const accounts = ['REGISTRATION', 'SEGREGATION', 'PROCESSING', 'CLEARANCE'] as const;
    expect(accounts.map((a) => stageTitle(a, 'COLLECTION_CENTER'))).toEqual([
      'Collected',
      'Graded',
      'Processed',
      'Cleared',
    ]);
    expect(accounts.map((a) => stageTitle(a, 'RECYCLER'))).toEqual([
      'Registered',
      'Graded',
      'Processed',
      'Cleared',
    ]);
  });

  it('READY_FOR_RECOVERY reads In Transit at a co-processing facility only', () => {
    expect(pipelineStageLabel('READY_FOR_RECOVERY', 'CO_PROCESSING_FACILITY')).toBe('In Transit');
    expect(pipelineStageLabel('READY_FOR_RECOVERY', 'RECYCLER')).toBe('Ready for recovery');
    expect(pipelineStageLabel('IN_SEGREGATION', 'COLLECTION_CENTER')).toBe('In segregation');
  });

  it('a row of Last registrations says what it is', () => {
    expect(registrationKind({ type: 'REGISTRATION', registrationUnit: 'BAG' })).toBe('Waste bag');
    expect(registrationKind({ type: 'REGISTRATION', registrationUnit: 'TRUCK_LOAD' })).toBe(
      'Truck load',
    );
    expect(registrationKind({ type: 'REGISTRATION', registrationUnit: 'CONTAINER' })).toBe(
      'Container',
    );
    expect(registrationKind({ type: 'SEGREGATION', registrationUnit: null })).toBe(
      'Graded output bag',
    );
  });

  it('a grading says what it is from: waste bags, a container, a truck load', () => {
    const input = (registrationUnit: string) => ({
      uuid: registrationUnit,
      registrationUnit,
      weight: 1,
      materialType: 'PET_CLEAR',
      trackedItemUuid: null,
    });
    expect(
      gradingInputText({
        collectedMaterials: [input('BAG'), input('BAG')],
        registeredMaterials: [],
      }),
    ).toBe('2 waste bags');
    expect(
      gradingInputText({ collectedMaterials: [input('CONTAINER')], registeredMaterials: [] }),
    ).toBe('1 container');
    expect(
      gradingInputText({ collectedMaterials: [input('TRUCK_LOAD')], registeredMaterials: [] }),
    ).toBe('1 truck load');
    expect(
      gradingInputText({
        collectedMaterials: [],
        registeredMaterials: [{ uuid: 'r', weight: 9, materialType: 'PET_CLEAR' }],
      }),
    ).toBe('1 truck load');
  });

  it('a mass-balance row names its product beside its material', () => {
    expect(rowName({ materialType: 'PET_CLEAR', productType: null })).toBe('PET clear');
    expect(rowName({ materialType: 'HDPE_MIXED', productType: 'OIL' })).toBe('HDPE mixed · Oil');
  });
});
