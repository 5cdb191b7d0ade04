import {
  type HubEventType,
  type HubType,
  type RegistrationUnit,
  type SegregationUnitView,
} from '@cairn/contracts';
import { t } from './hub-app.messages';

/** The mass balance accounts, in the pipeline's order. */
export type MassBalanceAccount = 'REGISTRATION' | 'SEGREGATION' | 'PROCESSING' | 'CLEARANCE';
export type PipelineStage =
  'READY_FOR_SEGREGATION' | 'IN_SEGREGATION' | 'READY_FOR_RECOVERY' | 'RECOVERED' | 'PROCESSED';

const STAGE_TITLE: Record<MassBalanceAccount, string> = {
  REGISTRATION: 'hub.stageRegistered',
  SEGREGATION: 'hub.stageGraded',
  PROCESSING: 'hub.stageProcessed',
  CLEARANCE: 'hub.stageCleared',
};

/** Document 3 §2: a collection center collects what others register (Collected, Graded, Processed, Cleared). */
export const stageTitle = (account: MassBalanceAccount, hubType?: HubType): string =>
  account === 'REGISTRATION' && hubType === 'COLLECTION_CENTER'
    ? t('hub.stageCollected')
    : t(STAGE_TITLE[account]);

/** A pipeline stage in words; at a co-processing facility READY_FOR_RECOVERY reads In Transit (Document 3 §2). */
export const pipelineStageLabel = (stage: PipelineStage, hubType?: HubType): string => {
  if (stage === 'READY_FOR_RECOVERY' && hubType === 'CO_PROCESSING_FACILITY')
    return t('hub.stageInTransit');
  return t(`hub.stage_${stage}`);
};

/** A registration unit in words (keys hub.unit_BAG...; hub.unitCount_BAG... count them). */
export const unitLabel = (unit: RegistrationUnit): string => t(`hub.unit_${unit}`);
const TYPE_LABEL: Record<HubEventType, string> = {
  REGISTRATION: 'hub.typeRegistration',
  SEGREGATION: 'hub.typeSegregation',
  PROCESSING: 'hub.typeProcessing',
  CLEARANCE: 'hub.typeClearance',
  CERTIFICATION: 'hub.typeCertification',
};

/** What a row of "Last registrations" is (issue 18): a waste bag, a container, a truck load, an output bag... */
export const registrationKind = (row: {
  type: HubEventType;
  registrationUnit: RegistrationUnit | null;
}): string =>
  row.type === 'REGISTRATION' && row.registrationUnit
    ? unitLabel(row.registrationUnit)
    : t(TYPE_LABEL[row.type]);

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
  return [...counts].map(([kind, n]) => t(`hub.unitCount_${kind}`, { count: n })).join(', ');
};
