import { describe, expect, it } from 'vitest';
import { evidenceKey } from '@cairn/contracts';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import {
  type CreditsEvent,
  type IssueCredits,
  creditRegistryDecider,
} from './credit-registry.decider';

const given = specificationFor(creditRegistryDecider);
/** An expected event given in part: `then` matches each as a subset. */
const like = (event: { type: CreditsEvent['type']; data: object }) => event as CreditsEvent;
const at = '2026-11-22T08:00:00.000Z';
const hub = { uuid: 'h1', name: 'Pune', country: 'IN', annualCapacity: null };
const record = (uuid: string, material: string, weight: number, day: string) => ({
  hubEventUuid: uuid,
  material,
  weight,
  weighedAt: `${day}T10:00:00.000Z`,
  keys: [evidenceKey.record(uuid), evidenceKey.picture(`sha-${uuid}`)],
});
const candidates = [
  record('r1', 'PET_CLEAR', 10.4, '2026-03-02'),
  record('r2', 'PET_CLEAR', 2.7, '2026-03-05'),
  record('r3', 'HDPE_MIXED', 5, '2026-03-04'),
];
const issue = (over: Partial<IssueCredits> = {}): IssueCredits => ({
  type: 'IssueCredits',
  issuanceUuid: 'i1',
  blockUuids: ['b1', 'b2', 'b3'],
  hub,
  claimType: 'COLLECTION',
  scheme: 'OBP',
  periodFrom: '2026-03-01',
  periodTo: '2026-03-31',
  candidates,
  at,
  ...over,
});
const issued = (): CreditsEvent =>
  creditRegistryDecider.decide(issue(), creditRegistryDecider.initialState())[0];

describe('credit registry: issuance', () => {
  it('given nothing, when all eligible is issued, then one block per material, numbered on, with its evidence', () => {
    given([])
      .when(issue())
      .then([
        like({
          type: 'CreditsIssued',
          data: {
            year: 2026,
            unit: 'KG',
            evidence: [{ hubEventUuid: 'r1' }, { hubEventUuid: 'r3' }, { hubEventUuid: 'r2' }],
            blocks: [
              { uuid: 'b1', start: 1, end: 13, material: 'PET_CLEAR', evidence: ['r1', 'r2'] },
              { uuid: 'b2', start: 14, end: 18, material: 'HDPE_MIXED', evidence: ['r3'] },
            ],
          },
        }),
      ]);
  });
  it('a quantity takes the oldest records whole until they cover it', () => {
    const [event] = creditRegistryDecider.decide(
      issue({ quantity: 12 }),
      creditRegistryDecider.initialState(),
    );
    expect(event.type === 'CreditsIssued' && event.data.blocks).toEqual([
      { uuid: 'b1', start: 1, end: 10, material: 'PET_CLEAR', evidence: ['r1'] },
      { uuid: 'b2', start: 11, end: 12, material: 'HDPE_MIXED', evidence: ['r3'] },
    ]);
  });
  it('given an issuance, the same evidence and claim type again is refused', () => {
    given([issued()])
      .when(issue({ issuanceUuid: 'i2' }))
      .thenThrows(
        refusedAs('conflict', 'creditsEvidenceClaimed', { periodFrom: 'creditsEvidenceClaimed' }),
      );
  });
  it('given a collection issuance, recycling for the same evidence is allowed once, numbered in its own series', () => {
    const recycling = issue({
      issuanceUuid: 'i2',
      claimType: 'RECYCLING',
      blockUuids: ['c1', 'c2'],
    });
    given([issued()])
      .when(recycling)
      .then([
        like({
          type: 'CreditsIssued',
          data: { claimType: 'RECYCLING', blocks: [{ uuid: 'c1', start: 1 }, { uuid: 'c2' }] },
        }),
      ]);
    const state = [
      issued(),
      ...creditRegistryDecider.decide(recycling, creditRegistryDecider.initialState()),
    ].reduce(creditRegistryDecider.evolve, creditRegistryDecider.initialState());
    expect(() => creditRegistryDecider.decide({ ...recycling, issuanceUuid: 'i3' }, state)).toThrow(
      'creditsEvidenceClaimed',
    );
  });
  it('a shared picture hash is one evidence key: a new record with a claimed picture is left out', () => {
    const copy = {
      ...record('r9', 'PET_CLEAR', 50, '2026-03-09'),
      keys: [evidenceKey.record('r9'), evidenceKey.picture('sha-r1')],
    };
    given([issued()])
      .when(issue({ issuanceUuid: 'i2', candidates: [...candidates, copy] }))
      .thenThrows(refusedAs('conflict', 'creditsEvidenceClaimed'));
  });
  it('more than is verified is refused on the quantity', () => {
    given([])
      .when(issue({ quantity: 19 }))
      .thenThrows(
        refusedAs('invalid', 'creditsExceedVerified', { quantity: 'creditsExceedVerified' }),
      );
  });
  it('more than the annual capacity is refused', () => {
    given([])
      .when(issue({ hub: { ...hub, annualCapacity: 10 } }))
      .thenThrows(refusedAs('invalid', 'creditsExceedCapacity'));
  });
});

describe('credit registry: transfer, retirement, flags', () => {
  const org = { uuid: 'o1', name: 'Brand' };
  it('a part transfer splits the block: the head goes to the organization', () => {
    const transfer = {
      type: 'TransferCredits',
      blockUuid: 'b1',
      newBlockUuid: 't1',
      quantity: 4,
      organization: org,
      at,
    } as const;
    given([issued()])
      .when(transfer)
      .then([
        like({
          type: 'CreditsTransferred',
          data: { blockUuid: 'b1', newBlockUuid: 't1', quantity: 4 },
        }),
      ]);
    const [moved] = creditRegistryDecider.decide(
      transfer,
      [issued()].reduce(creditRegistryDecider.evolve, creditRegistryDecider.initialState()),
    );
    const state = [issued(), moved].reduce(
      creditRegistryDecider.evolve,
      creditRegistryDecider.initialState(),
    );
    expect(state.blocks.get('t1')).toMatchObject({ start: 1, end: 4, holder: org });
    expect(state.blocks.get('b1')).toMatchObject({ start: 5, end: 13, holder: null });
  });
  it('retired units never move again; a block holds only its units', () => {
    const retired: CreditsEvent = {
      type: 'CreditsRetired',
      data: {
        blockUuid: 'b2',
        newBlockUuid: 'r',
        quantity: 5,
        beneficiary: 'Brand',
        purpose: 'offset',
        retiredAt: at,
      },
    };
    given([issued(), retired])
      .when({
        type: 'RetireCredits',
        blockUuid: 'r',
        newBlockUuid: 'x',
        quantity: 1,
        beneficiary: 'B',
        purpose: 'p',
        at,
      })
      .thenThrows(refusedAs('conflict', 'creditsRetired', { serial: 'creditsRetired' }));
    given([issued()])
      .when({
        type: 'RetireCredits',
        blockUuid: 'b2',
        newBlockUuid: 'x',
        quantity: 6,
        beneficiary: 'B',
        purpose: 'p',
        at,
      })
      .thenThrows(refusedAs('invalid', 'creditsExceedBlock', { quantity: 'creditsExceedBlock' }));
  });
  it('a rejected record flags every block it backs, once; flagged blocks do not move', () => {
    const flag = { type: 'FlagCredits', hubEventUuid: 'r2', reason: 'REJECTED', at } as const;
    given([issued()])
      .when(flag)
      .then([like({ type: 'CreditsFlagged', data: { blockUuids: ['b1'], hubEventUuid: 'r2' } })]);
    const flagged: CreditsEvent = {
      type: 'CreditsFlagged',
      data: { blockUuids: ['b1'], hubEventUuid: 'r2', reason: 'REJECTED', flaggedAt: at },
    };
    given([issued(), flagged]).when(flag).then([]);
    given([issued(), flagged])
      .when({
        type: 'TransferCredits',
        blockUuid: 'b1',
        newBlockUuid: 't',
        quantity: 1,
        organization: org,
        at,
      })
      .thenThrows(refusedAs('conflict', 'creditsFlagged'));
  });
});
