import { t } from '../i18n';
import { humanize } from './format';

/**
 * The contracts enums whose values screens show. Each value's label is the catalog key
 * `enum.<Kind>_<VALUE>`: those the hub app's first screens show (review status, product, processing
 * step, material source) in locales/common.*.json, anomaly tags in contracts/src/anomaly-tag-labels.*.json (the server names them too), the
 * others in common/enum-labels.*.json, which
 * only the admin screens load (enum-labels.messages.ts). enum-labels.unit.spec.ts checks that every
 * value has its key, and i18n.unit.spec.ts that every key has its German text.
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
