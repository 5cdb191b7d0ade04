import { t } from '../i18n';
import { humanize } from './format';

/**
 * The contracts enums whose values screens show. Each value's label is the catalog key
 * `enum.<Kind>_<VALUE>`, in the catalog of the screens that show it: review statuses in
 * locales/common (the hub overview's first screen shows them); products, processing steps and
 * material sources in common/product-labels (the hub app's forms and tabs, and the admin's);
 * anomaly tags in contracts/src/anomaly-tag-labels (the server names them too); the others in
 * common/enum-labels, which only admin screens load (enum-labels.messages.ts, which loads the
 * product labels too). This module loads no catalog: import a kind's `*.messages.ts`.
 * enum-labels.unit.spec.ts checks that every value has its key, i18n.unit.spec.ts its German.
 */
export type EnumKind =
  | 'ReviewStatus'
  | 'ProductType'
  | 'ProcessingStep'
  | 'MaterialSourceType'
  | 'HubState'
  | 'HubType'
  | 'Feature'
  | 'CocCategory'
  | 'AnomalyTag'
  | 'HubEventType'
  | 'RegistrationUnit'
  | 'CollectorType'
  | 'TrackedItemType'
  | 'TrackedItemState'
  | 'Gender'
  | 'DataExportFrequency'
  | 'ComplianceActionType';

/** A value's label in the user's language; a value no catalog knows (newer server) reads humanized. */
export const enumLabel = (kind: EnumKind, value: string): string => {
  const key = `enum.${kind}_${value}`;
  const text = t(key);
  return text === key ? humanize(value) : text;
};

/** The label function of one enum, for option lists and maps. */
export const enumLabels =
  (kind: EnumKind) =>
  (value: string): string =>
    enumLabel(kind, value);
