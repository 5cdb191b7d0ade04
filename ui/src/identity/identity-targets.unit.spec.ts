import { describe, expect, it } from 'vitest';
import {
  cardPathOfQrText,
  collectorTarget,
  hubTarget,
  trackedItemTarget,
} from './identity-targets';

const ITEM = 'f5a1c0de-0000-4000-8000-000000000001';
const P = [{ uuid: 'p-1' }];
const S = [{ uuid: 's-1' }];

describe('tracked item identity (Document 2 §2)', () => {
  it("given an unassigned card and an in-progress processing unit, it becomes that unit's output bag", () => {
    expect(trackedItemTarget({ uuid: ITEM, state: 'UNASSIGNED' }, P, S)).toBe(
      `/processing-unit/p-1/register-output-material-bag?trackedItemUuid=${ITEM}`,
    );
  });
  it("given an unassigned card and only a grading in progress, it becomes the grading's output bag", () => {
    expect(trackedItemTarget({ uuid: ITEM, state: 'UNASSIGNED' }, [], S)).toBe(
      `/segregation-unit/s-1/register-output-material-bag?trackedItemUuid=${ITEM}`,
    );
  });
  it('given an unassigned card and no unit at work, it registers a new bag with the card', () => {
    expect(trackedItemTarget({ uuid: ITEM, state: 'UNASSIGNED' }, [], [])).toBe(
      `/register-material-bag?trackedItemUuid=${ITEM}`,
    );
  });
  it.each(['IN_SORTING', 'IN_PROCESSING', 'IN_TRANSIT'] as const)(
    'given a card %s, it opens the overview (units do not matter)',
    (state) => {
      expect(trackedItemTarget({ uuid: ITEM, state }, P, S)).toBe('/hub-overview');
    },
  );
  it.each(['COLLECTED', 'REGISTERED', 'SORTED', 'PROCESSED'] as const)(
    'given a card %s, it goes to bag registration without the card',
    (state) => {
      expect(trackedItemTarget({ uuid: ITEM, state }, P, S)).toBe('/register-material-bag');
    },
  );
});

describe('collector and hub identity (Document 2 §2)', () => {
  it('an undefined collector is defined first, a defined one is active', () => {
    expect(collectorTarget({ uuid: 'c-1', state: 'UNDEFINED' })).toBe('/define-collector/c-1');
    expect(collectorTarget({ uuid: 'c-1', state: 'DEFINED' })).toBe('/active-collector/c-1');
  });
  it("another company's collector (not found for this hub) goes to /error", () => {
    expect(collectorTarget(null)).toBe('/error');
    // The collector's company is compared with the user's (issue 19.4: the answer carries it).
    expect(
      collectorTarget({ uuid: 'c-1', state: 'DEFINED', company: { uuid: 'h-2' } }, 'h-1'),
    ).toBe('/error');
    expect(
      collectorTarget({ uuid: 'c-1', state: 'DEFINED', company: { uuid: 'h-1' } }, 'h-1'),
    ).toBe('/active-collector/c-1');
  });
  it("a hub's code registers a bag supplied by that hub", () => {
    expect(hubTarget('h-1')).toBe('/register-material-bag/h-1');
  });
});

describe("a scanned card (the hub app's way in to the collector and tracked item pages)", () => {
  const uuid = 'F5A1C0DE-0000-4000-8000-00000000000A';
  it('opens the identity redirect of a collector or tracked item card, from any origin', () => {
    expect(cardPathOfQrText(`https://cairn.example/identity/collector/${uuid}`)).toBe(
      `/identity/collector/${uuid.toLowerCase()}`,
    );
    expect(cardPathOfQrText(`http://localhost:3000/identity/tracked-item/${uuid}\n`)).toBe(
      `/identity/tracked-item/${uuid.toLowerCase()}`,
    );
  });
  it('is no card for a hub QR code, another text or a truncated id', () => {
    expect(cardPathOfQrText(`https://cairn.example/identity/hub/${uuid}`)).toBeNull();
    expect(cardPathOfQrText('hello')).toBeNull();
    expect(
      cardPathOfQrText(`https://cairn.example/identity/collector/${uuid.slice(0, 30)}`),
    ).toBeNull();
  });
});
