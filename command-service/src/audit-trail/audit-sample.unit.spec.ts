import { describe, expect, it } from 'vitest';
import type { HubEventRecord } from '@cairn/projection-service';
import { drawSample, risksOf } from './audit-sample';

const event = (uuid: string, over: Partial<HubEventRecord> = {}) =>
  ({
    uuid,
    type: 'REGISTRATION',
    materialType: 'PET_CLEAR',
    weight: 10,
    status: 'PENDING',
    anomalies: [],
    collectorTrackingNumber: null,
    ...over,
  }) as HubEventRecord;

describe('audit sampling', () => {
  const period = [
    ...Array.from({ length: 20 }, (_, i) => event(`e${String(i).padStart(2, '0')}`)),
    event('flagged', { status: 'FLAGGED', anomalies: ['DUPLICATE'] as never }),
    event('heavy', { weight: 500 }),
    event('newcomer', { collectorTrackingNumber: 'C-9' }),
    event('regular', { collectorTrackingNumber: 'C-1' }),
  ];
  const risks = risksOf(period, [event('old', { collectorTrackingNumber: 'C-1' })]);

  it('weighs each event by its risks', () => {
    const of = (uuid: string) => risks.find((r) => r.hubEventUuid === uuid);
    expect(of('flagged')).toEqual({
      hubEventUuid: 'flagged',
      risk: 7,
      reasons: ['FLAGGED', 'FINDINGS'],
    });
    expect(of('heavy')).toEqual({ hubEventUuid: 'heavy', risk: 3, reasons: ['WEIGHT_OUTLIER'] });
    expect(of('newcomer')?.reasons).toEqual(['NEW_COLLECTOR']);
    expect(of('regular')).toEqual({ hubEventUuid: 'regular', risk: 1, reasons: [] });
  });

  it('draws the same sample from the same seed, whatever the order, and riskier events more often', () => {
    const first = drawSample(risks, 5, 'audit-2026-q1');
    expect(drawSample([...risks].reverse(), 5, 'audit-2026-q1')).toEqual(first);
    expect(first).toHaveLength(5);
    expect(new Set(first.map((p) => p.hubEventUuid)).size).toBe(5);
    expect(drawSample(risks, 5, 'another seed')).not.toEqual(first);
    const times = (uuid: string) =>
      Array.from({ length: 400 }, (_, i) => drawSample(risks, 3, `s${i}`)).filter((s) =>
        s.some((p) => p.hubEventUuid === uuid),
      ).length;
    expect(times('flagged')).toBeGreaterThan(2 * times('e00'));
    expect(drawSample(risks, 100, 'x')).toHaveLength(risks.length);
  });
});
