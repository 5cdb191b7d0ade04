import {
  materialTypeLabel,
  type HubEventType,
  type HubType,
  type RegistrationUnit,
  type SegregationUnitView,
} from '@cairn/contracts';
import { humanize } from '../common/format';

/** The mass balance accounts, in the pipeline's order. */
export type MassBalanceAccount = 'REGISTRATION' | 'SEGREGATION' | 'PROCESSING' | 'CLEARANCE';
export type PipelineStage =
  'READY_FOR_SEGREGATION' | 'IN_SEGREGATION' | 'READY_FOR_RECOVERY' | 'RECOVERED' | 'PROCESSED';

const STAGE_TITLE: Record<MassBalanceAccount, string> = {
  REGISTRATION: 'Registered',
  SEGREGATION: 'Graded',
  PROCESSING: 'Processed',
  CLEARANCE: 'Cleared',
};

/** Document 3 §2: a collection center collects what others register (Collected, Graded, Processed, Cleared). */
export const stageTitle = (account: MassBalanceAccount, hubType?: HubType): string =>
  account === 'REGISTRATION' && hubType === 'COLLECTION_CENTER'
    ? 'Collected'
    : STAGE_TITLE[account];

/** A pipeline stage in words; at a co-processing facility READY_FOR_RECOVERY reads In Transit (Document 3 §2). */
export const pipelineStageLabel = (stage: PipelineStage, hubType?: HubType): string => {
  if (stage === 'READY_FOR_RECOVERY' && hubType === 'CO_PROCESSING_FACILITY') return 'In Transit';
  const words = stage.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const UNIT_LABEL: Record<RegistrationUnit, string> = {
  BAG: 'Waste bag',
  BALE: 'Bale',
  CONTAINER: 'Container',
  TRUCK_LOAD: 'Truck load',
};
const TYPE_LABEL: Record<HubEventType, string> = {
  REGISTRATION: 'Registration',
  SEGREGATION: 'Graded output bag',
  PROCESSING: 'Processed output bag',
  CLEARANCE: 'Clearance',
  CERTIFICATION: 'Certificate',
};

/** What a row of "Last registrations" is (issue 18): a waste bag, a container, a truck load, an output bag... */
export const registrationKind = (row: {
  type: HubEventType;
  registrationUnit: RegistrationUnit | null;
}): string =>
  row.type === 'REGISTRATION' && row.registrationUnit
    ? UNIT_LABEL[row.registrationUnit]
    : TYPE_LABEL[row.type];

/** What a grading is from, by kind: "3 waste bags", "1 container", "1 truck load" (a recycler's loads are truck loads). */
export const gradingInputText = (
  unit: Pick<SegregationUnitView, 'collectedMaterials' | 'registeredMaterials'>,
): string => {
  const counts = new Map<RegistrationUnit, number>();
  for (const m of unit.collectedMaterials)
    counts.set(
      m.registrationUnit as RegistrationUnit,
      (counts.get(m.registrationUnit as RegistrationUnit) ?? 0) + 1,
    );
  if (unit.registeredMaterials.length > 0)
    counts.set('TRUCK_LOAD', (counts.get('TRUCK_LOAD') ?? 0) + unit.registeredMaterials.length);
  return [...counts]
    .map(([kind, n]) => `${n} ${UNIT_LABEL[kind].toLowerCase()}${n === 1 ? '' : 's'}`)
    .join(', ');
};

/** A mass-balance row: its material, and its product when it has one ("HDPE mixed · Oil"). */
export const rowName = (row: { materialType: string; productType: string | null }): string =>
  materialTypeLabel(row.materialType) + (row.productType ? ` · ${humanize(row.productType)}` : '');
