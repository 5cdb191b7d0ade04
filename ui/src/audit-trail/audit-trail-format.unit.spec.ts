import { describe, expect, it } from 'vitest';
import {
  AuditRiskReason,
  EVENT_SCHEMAS,
  HistoryKind,
  LineageNodeKind,
  type LineageNode,
} from '@cairn/contracts';
import en from './audit-trail.en.json';
import {
  actorText,
  edgeLabel,
  eventTitle,
  lineageElements,
  nodeLabel,
  nodeLink,
  valueText,
} from './audit-trail-format';

const node = (over: Partial<LineageNode> = {}): LineageNode => ({
  id: 'n',
  kind: 'HUB_EVENT',
  hubUuid: 'h',
  hubName: 'Pune',
  type: 'SEGREGATION',
  materialType: 'PET_CLEAR',
  label: null,
  weight: 38,
  quantityUnit: 'KG',
  date: null,
  reviewStatus: 'PENDING',
  removed: false,
  origin: false,
  visible: true,
  ...over,
});

describe('audit trail catalog', () => {
  const catalog: Record<string, string> = en;
  it.each([
    ['event', Object.keys(EVENT_SCHEMAS)],
    ['kind', HistoryKind.options],
    ['node', LineageNodeKind.options],
    ['reason', AuditRiskReason.options],
  ] as const)('names every %s (German: i18n.unit.spec.ts)', (prefix, values) => {
    expect(values.filter((v) => !catalog[`audit.${prefix}_${v}`])).toEqual([]);
  });
});

describe('audit trail formats', () => {
  it('reads events, values and actors as words', () => {
    expect(eventTitle('HubEventWeightAmended')).toBe('Hub event weight amended');
    expect(valueText(12.5)).toBe('12.5');
    expect(valueText(null)).toBe('—');
    expect(valueText([])).toBe('—');
    expect(valueText({ name: 'A' })).toBe('{"name":"A"}');
    expect(
      actorText({
        actor: { uuid: 'u', name: 'Asha Admin' },
        impersonatedBy: { uuid: 's', name: 'Sam System' },
      }),
    ).toBe('Asha Admin (impersonated by Sam System)');
    expect(actorText({ actor: null, impersonatedBy: null })).toBe('The system');
  });

  it('labels nodes and edges with what moved; another hub stays anonymous and cannot be opened', () => {
    expect(nodeLabel(node())).toBe('Segregation\nPET clear\n38.000 kg\nPune');
    expect(nodeLabel(node({ visible: false, hubName: null }))).toContain('another hub');
    expect(edgeLabel({ from: 'a', to: 'b', kind: 'INPUT', weight: 30, share: 0.75 })).toBe(
      '30.0 kg · 75%',
    );
    expect(edgeLabel({ from: 'a', to: 'b', kind: 'LABEL', weight: null, share: null })).toBe('QR');
    expect(nodeLink(node())).toBe('/admin/history/hubEvent/n');
    expect(nodeLink(node({ visible: false }))).toBeNull();
    expect(
      lineageElements({ origin: 'n', nodes: [node({ origin: true })], edges: [] })[0].data,
    ).toMatchObject({ id: 'n', origin: 'yes' });
  });
});
