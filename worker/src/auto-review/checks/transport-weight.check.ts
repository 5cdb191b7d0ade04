import { transportWeightsAgree } from '@cairn/contracts';
import { type Check, isEarlier } from './check';

/**
 * SUPPLIER_TRANSPORT_WEIGHT_OUTLIER: what the receiving hub registered from a transport differs from
 * what the transport left its supplier with (the dispatch's or the clearance's weighed weight) beyond
 * `transportWeightsAgree` (max(5 units, 3 %)). A transport of several material types is registered one
 * type at a time: the sum so far (this registration and the earlier ones) is compared once every type
 * is in; before that only a sum already above what left speaks. Earlier only, so a re-check finds the same.
 */
export const transportWeightCheck: Check = {
  name: 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
  version: 1,
  run({ event, history }) {
    const transport = history.transport;
    if (!transport || transport.quantityUnit !== event.quantityUnit) return [];
    const earlier = transport.otherReceived.filter(
      (r) => isEarlier(r, event) && r.quantityUnit === event.quantityUnit,
    );
    const received =
      Math.round((event.weight + earlier.reduce((sum, r) => sum + r.weight, 0)) * 1e6) / 1e6;
    const types = new Set([transport.materialType, ...earlier.map((r) => r.materialType)]);
    const complete = transport.materialTypes.every((t) => types.has(t));
    if (
      transportWeightsAgree(received, transport.weight) ||
      (!complete && received < transport.weight)
    )
      return [];
    return [
      {
        tag: 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
        evidence: {
          receivedWeight: received,
          dispatchedWeight: transport.weight,
          dispatchedBy: transport.dispatchedBy,
          transportUuid: transport.uuid,
          quantityUnit: event.quantityUnit,
        },
      },
    ];
  },
};
