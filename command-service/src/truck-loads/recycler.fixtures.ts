import type { TestApp } from '../../test/harness/test-app';
import { hubOfType } from '../transports/transports.fixtures';

export const RECYCLER_FEATURES = [
  'TRUCK_LOAD_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_PROCESSING',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
];

/** A recycler that registers truck loads (also from unregistered suppliers), grades and processes PET and HDPE. */
export const recyclerHub = (t: TestApp, name: string, over: Record<string, unknown> = {}) =>
  hubOfType(t, name, 'RECYCLER', RECYCLER_FEATURES, {
    collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    allowUnregisteredSuppliers: true,
    segregationInputMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    segregationOutputMaterialTypes: ['PET_CLEAR', 'PET_COLORED', 'HDPE_MIXED'],
    processingInputMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    processingOutputMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    processingOutputProductTypes: ['PELLET', 'OIL'],
    ...over,
  });
