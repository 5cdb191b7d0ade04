import { describe, expect, it } from 'vitest';
import type { TransportEvidence } from './check';
import { hubEvent, input } from './check.fixtures';
import { transportWeightCheck } from './transport-weight.check';

const transport = (over: Partial<TransportEvidence> = {}): TransportEvidence => ({
  uuid: 't1',
  dispatchedBy: 'Carrier One',
  weight: 570,
  quantityUnit: 'KG',
  materialTypes: ['PET_CLEAR'],
  materialType: 'PET_CLEAR',
  otherReceived: [],
  ...over,
});
const received = (weight: number, t: TransportEvidence | null = transport()) =>
  transportWeightCheck.run(
    input({
      event: hubEvent({ weight, registrationUnit: 'TRUCK_LOAD' }),
      history: { priorPictures: [], hubEvents: [], transport: t },
    }),
  );
const part = (
  uuid: string,
  weight: number,
  materialType: string,
  createdAt = '2026-11-20T09:00:00.000Z',
) => ({ uuid, weight, quantityUnit: 'KG', materialType, createdAt });

describe('SUPPLIER_TRANSPORT_WEIGHT_OUTLIER', () => {
  it('1 000 kg received from a truck that left with 570 kg', () => {
    expect(received(1000)).toEqual([
      {
        tag: 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
        evidence: {
          receivedWeight: 1000,
          dispatchedWeight: 570,
          dispatchedBy: 'Carrier One',
          transportUuid: 't1',
          quantityUnit: 'KG',
        },
      },
    ]);
    expect(received(400)).toHaveLength(1); // less arrived than left
  });

  it('what left arrived, or no transport (own collection): no finding', () => {
    expect(received(570)).toEqual([]);
    expect(received(1000, null)).toEqual([]);
  });

  it('boundary: 3 % of what left (17.1 kg of 570), or 5 kg for small loads', () => {
    expect(received(587.1)).toEqual([]);
    expect(received(587.2)).toHaveLength(1);
    expect(received(552.9)).toEqual([]);
    expect(received(552.8)).toHaveLength(1);
    expect(received(105, transport({ weight: 100 }))).toEqual([]);
    expect(received(105.1, transport({ weight: 100 }))).toHaveLength(1);
  });

  it('a truck of two material types: the sum once both are in; before that only an excess speaks', () => {
    const two = (others: ReturnType<typeof part>[]) =>
      transport({ materialTypes: ['CARDBOARD', 'PET_CLEAR'], otherReceived: others });
    expect(received(150, two([]))).toEqual([]); // the PET part still to come
    expect(received(700, two([]))).toHaveLength(1); // already more than left
    expect(received(420, two([part('c', 150, 'CARDBOARD')]))).toEqual([]); // 570 in all
    expect(received(300, two([part('c', 150, 'CARDBOARD')]))).toEqual([
      expect.objectContaining({ evidence: expect.objectContaining({ receivedWeight: 450 }) }),
    ]);
    // A later registration of the same transport is not counted when this one is checked (again).
    expect(received(150, two([part('z', 420, 'CARDBOARD', '2026-11-20T11:00:00.000Z')]))).toEqual(
      [],
    );
  });

  it('other units are not compared', () => {
    expect(received(1000, transport({ quantityUnit: 'LITER' }))).toEqual([]);
  });
});
