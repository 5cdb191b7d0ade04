import type { Feature, HubType } from '@cairn/contracts';
import type { HubFormValues } from './hub-form-values';

/** Field updates that follow a change of another field (Document 1 §4). */
export type DependentUpdates = Partial<
  Pick<
    HubFormValues,
    | 'supplierUuids'
    | 'organizationUuid'
    | 'assignedCompanyUuids'
    | 'enableRegistrationTruckPictureUpload'
    | 'generateSustainabilityDeclaration'
    | 'autoPublishEvents'
    | 'enableBaleSegregationOutput'
    | 'dataExportReportFrequency'
  >
>;

/**
 * A new type: suppliers depend on the type, so they are cleared; an organization neither belongs
 * to an organization nor keeps hubs assigned once it is something else. Switches that only one
 * type may use are turned off for the others, so a disabled switch never shows "on".
 */
export function updatesForType(next: HubType | null, previous: HubType | null): DependentUpdates {
  if (next === previous) return {};
  const updates: DependentUpdates = { supplierUuids: [] };
  if (next === 'ORGANIZATION' || previous === 'ORGANIZATION') {
    updates.organizationUuid = null;
    updates.assignedCompanyUuids = [];
  }
  if (next !== 'COLLECTION_CENTER') updates.enableRegistrationTruckPictureUpload = false;
  if (next !== 'RECYCLER') updates.generateSustainabilityDeclaration = false;
  return updates;
}

/** Features added or removed. */
export function updatesForFeatures(
  next: readonly Feature[],
  previous: readonly Feature[],
  frequency: HubFormValues['dataExportReportFrequency'],
): DependentUpdates {
  const removed = (f: Feature) => previous.includes(f) && !next.includes(f);
  const added = (f: Feature) => next.includes(f) && !previous.includes(f);
  const updates: DependentUpdates = {};
  if (removed('EVENT_REVIEW')) updates.autoPublishEvents = false;
  if (removed('MATERIAL_SEGREGATION')) updates.enableBaleSegregationOutput = false;
  if (added('COLLECTION_CENTER_WEEKLY_DATA_EXPORT') && !frequency)
    updates.dataExportReportFrequency = 'WEEKLY';
  return updates;
}
