import { describe, expect, it } from 'vitest';
import { type StoredEvent, personalFieldsInStream } from '@cairn/contracts';
import { peopleOf, recordHistory } from './record-history';

let position = 0;
const stored = (
  streamId: string,
  type: string,
  data: object,
  actorUuid: string | null,
  occurredAt: string,
  impersonatedBy: string | null = null,
) =>
  ({
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    streamId,
    streamPosition: position,
    globalPosition: String(position++),
    metadata: {
      actorUuid,
      impersonatedBy,
      commandId: `c${position}`,
      correlationId: `c${position}`,
      causationId: null,
      occurredAt,
    },
  }) as unknown as StoredEvent;

describe('record history', () => {
  it('shows what each event changed, before and after, with who did it and on whose behalf', () => {
    const events = [
      stored(
        'collectedMaterial-1',
        'CollectedMaterialRegistered',
        { uuid: '1', weight: 12.5, materialType: 'PET_CLEAR', createdAt: 't' },
        'manager',
        '2026-01-01T10:00:00Z',
      ),
      stored(
        'collectedMaterial-1',
        'HubEventReviewed',
        { uuid: '1', status: 'APPROVED', comment: null, weight: null, reviewedAt: 't' },
        'admin',
        '2026-01-01T11:00:00Z',
        'system',
      ),
      stored(
        'collectedMaterial-1',
        'HubEventWeightAmended',
        { uuid: '1', weight: 11.25, previousWeight: 12.5, at: 't' },
        'admin',
        '2026-01-01T12:00:00Z',
      ),
    ];
    const history = recordHistory(
      events,
      new Map([
        ['admin', 'Asha Admin'],
        ['system', 'Sam System'],
      ]),
    );

    expect(history[0]).toMatchObject({
      type: 'CollectedMaterialRegistered',
      created: true,
      actor: { uuid: 'manager', name: null },
    });
    expect(history[0].changes).toEqual([
      { field: 'weight', before: null, after: 12.5 },
      { field: 'materialType', before: null, after: 'PET_CLEAR' },
    ]);
    // A review without a corrected weight (null) does not clear the weight.
    expect(history[1].changes).toEqual([{ field: 'status', before: null, after: 'APPROVED' }]);
    expect(history[1].impersonatedBy).toEqual({ uuid: 'system', name: 'Sam System' });
    expect(history[2]).toMatchObject({
      actor: { uuid: 'admin', name: 'Asha Admin' },
      impersonatedBy: null,
      created: false,
    });
    // The event's own previousWeight is what the fold shows as `before`: not listed twice.
    expect(history[2].changes).toEqual([{ field: 'weight', before: 12.5, after: 11.25 }]);
  });

  it('never shows a secret and folds each stream on its own, in the order things happened', () => {
    const events = [
      stored(
        'user-2',
        'UserPasswordSet',
        { uuid: '2', passwordHash: 'scrypt$abc', at: 't' },
        '2',
        '2026-01-02T00:00:00Z',
      ),
      stored(
        'user-2',
        'UserRegistered',
        { uuid: '2', firstName: 'Ravi' },
        null,
        '2026-01-01T00:00:00Z',
      ),
      stored('hub-3', 'HubCreated', { uuid: '3', name: 'Pune' }, 'admin', '2026-01-01T06:00:00Z'),
      stored(
        'hub-3',
        'HubUpdated',
        { uuid: '3', name: 'Pune East' },
        'admin',
        '2026-01-03T00:00:00Z',
      ),
    ];
    const history = recordHistory(events, new Map());
    expect(history.map((h) => h.type)).toEqual([
      'UserRegistered',
      'HubCreated',
      'UserPasswordSet',
      'HubUpdated',
    ]);
    expect(history[2].changes).toEqual([
      { field: 'passwordHash', before: null, after: '(hidden)' },
    ]);
    expect(history[3].changes).toEqual([{ field: 'name', before: 'Pune', after: 'Pune East' }]);
    expect(peopleOf(events).sort()).toEqual(['2', 'admin']);
  });
});

describe('record history for a reader without personal data (issue 33)', () => {
  it("hides a collector's personal fields, and a person's fields nested in other records", () => {
    const events = [
      stored(
        'collector-9',
        'CollectorDefined',
        { uuid: '9', name: 'Asha', idNumber: 'MH-1', birthDate: '1988-04-12', type: 'INDIVIDUAL' },
        'manager',
        '2026-01-01T10:00:00Z',
      ),
      stored(
        'hub-2',
        'HubCreated',
        { uuid: '2', name: 'Pune Center', firstUser: { firstName: 'Ravi', email: 'r@x.example' } },
        'admin',
        '2026-01-01T11:00:00Z',
      ),
    ];
    const history = recordHistory(events, new Map(), personalFieldsInStream);
    const text = JSON.stringify(history);
    for (const value of ['Asha', 'MH-1', '1988-04-12', 'Ravi', 'r@x.example'])
      expect(text).not.toContain(value);
    expect(history[0].changes).toContainEqual({ field: 'type', before: null, after: 'INDIVIDUAL' });
    expect(history[1].changes).toContainEqual({
      field: 'name',
      before: null,
      after: 'Pune Center',
    });
    expect(history[1].changes).toContainEqual({
      field: 'firstUser',
      before: null,
      after: { firstName: '(hidden)', email: '(hidden)' },
    });
    expect(JSON.stringify(recordHistory(events, new Map()))).toContain('MH-1');
  });
});
