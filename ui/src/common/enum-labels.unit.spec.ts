import {
  ANOMALY_TAG_LABELS_EN as tags,
  AnomalyTag,
  CocCategory,
  CollectorType,
  ComplianceActionType,
  DataExportFrequency,
  Gender,
  Feature,
  HubEventType,
  HubState,
  HubType,
  MaterialSourceType,
  ProcessingStep,
  ProductType,
  RegistrationUnit,
  ReviewStatus,
  TrackedItemState,
  TrackedItemType,
} from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import common from '../locales/common.en.json';
import type { EnumKind } from './enum-label';
import admin from './enum-labels.en.json';
import products from './product-labels.en.json';

const VALUES: Record<EnumKind, readonly string[]> = {
  ReviewStatus: [...ReviewStatus.options, 'PENDING'],
  ProductType: ProductType.options,
  ProcessingStep: ProcessingStep.options,
  MaterialSourceType: MaterialSourceType.options,
  HubState: HubState.options,
  HubType: HubType.options,
  Feature: Feature.options,
  CocCategory: CocCategory.options,
  AnomalyTag: AnomalyTag.options,
  HubEventType: HubEventType.options,
  RegistrationUnit: RegistrationUnit.options,
  CollectorType: CollectorType.options,
  TrackedItemType: TrackedItemType.options,
  TrackedItemState: TrackedItemState.options,
  Gender: Gender.options,
  DataExportFrequency: DataExportFrequency.options,
  ComplianceActionType: ComplianceActionType.options,
};
// Where each kind's labels live (enum-label.ts says why).
const CATALOG_OF = (kind: string): Record<string, string> =>
  kind === 'ReviewStatus'
    ? common
    : ['ProductType', 'ProcessingStep', 'MaterialSourceType'].includes(kind)
      ? products
      : kind === 'AnomalyTag'
        ? tags
        : admin;

describe('enum labels', () => {
  it.each(Object.entries(VALUES))(
    '%s: every value has its label in its catalog',
    (kind, values) => {
      const catalog = CATALOG_OF(kind);
      expect(values.filter((v) => !catalog[`enum.${kind}_${v}`])).toEqual([]);
    },
  );

  it('has no label of a value the enum lacks', () => {
    const known = new Set(
      Object.entries(VALUES).flatMap(([kind, values]) => values.map((v) => `enum.${kind}_${v}`)),
    );
    const keys = [
      ...Object.keys(common),
      ...Object.keys(admin),
      ...Object.keys(tags),
      ...Object.keys(products),
    ].filter((k) => k.startsWith('enum.'));
    expect(keys.filter((k) => !known.has(k))).toEqual([]);
  });

  it('reads a value from the catalog, and one it does not know humanized', async () => {
    const { enumLabel } = await import('./enum-labels.messages');
    const { loadLanguage } = await import('../i18n');
    expect(enumLabel('HubState', 'PAUSED')).toBe('Paused');
    expect(enumLabel('AnomalyTag', 'NOT_YET_KNOWN')).toBe('Not yet known');
    await loadLanguage('DE');
    expect(enumLabel('HubState', 'PAUSED')).toBe('Pausiert');
    expect(enumLabel('ReviewStatus', 'AUTO_FLAGGED')).toBe('Automatisch markiert');
    await loadLanguage('EN');
  });
});
