import { isNotInFuture, roundQuantity, type MaterialType } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type ClearanceAggregate,
  type WeighClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';
import {
  type AvailableStock,
  type StockLine,
  mustClear,
  ownUpload,
} from './clearance-stock-taken.decider';

export interface WeighContext {
  clearance: ClearanceAggregate;
  hub: HubAggregate;
  slip: FileUploadAggregate;
  /** The hub's stock now (this clearance's taking already subtracted). */
  available: AvailableStock;
}

/**
 * Weighing a LOADED clearance of this hub: the weight is the cleared weight (the mass balance's), shared
 * over its material types as their loaded stock; a partial clearance takes exactly the weighed weight.
 */
export const decideWeighClearance: StreamDecision<WeighClearance, WeighContext> = (
  weighed,
  states,
) => {
  const { kind } = weighed;
  const ctx = { ...states, now: weighed.at };
  const c = ctx.clearance;
  if (!c.exists || c.kind !== kind || c.hubUuid !== weighed.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  mustClear(ctx.hub, kind);
  if (c.state !== 'LOADED') throw new DomainError('conflict', 'conflictErrorMessage');
  ownUpload(ctx.slip, weighed.hubUuid, 'weighSlipPictureFileUploadUuid');
  if (!(weighed.weight > 0)) throw invalid({ weight: 'validationMin' });
  if (!isNotInFuture(weighed.weighedAt, ctx.now))
    throw invalid({ weighedAt: 'validationNotInFuture' });
  const lines =
    c.taken.length > 0
      ? c.taken
      : [{ materialType: (c.materialTypes[0] ?? 'OTHER') as MaterialType, quantity: 0 }];
  if (c.partial) {
    const only = lines[0];
    if (weighed.weight > (ctx.available.get(only.materialType) ?? 0) + only.quantity + 1e-9)
      throw invalid({ weight: 'validationMax' });
  }
  const total = lines.reduce((s, l) => s + l.quantity, 0);
  const taken = lines.map((l): StockLine => ({
    materialType: l.materialType,
    quantity: c.partial ? weighed.weight : l.quantity,
    clearedWeight: roundQuantity(
      total > 0 ? weighed.weight * (l.quantity / total) : weighed.weight / lines.length,
    ),
  }));
  return [
    {
      streamId: streamOfClearance(kind, weighed.uuid),
      events: clearanceDecider.decide({ ...weighed, lines: taken }, c),
    },
  ];
};
