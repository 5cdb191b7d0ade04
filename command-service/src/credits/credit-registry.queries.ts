import type { CreditBlockView, CreditStatus } from '@cairn/contracts';
import { parseCreditSerial } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { CreditBlock } from './credit-registry.decider';
import { blockOf, loadRegistry, serialsOf } from './credits.handlers';

export const statusOf = (b: CreditBlock): CreditStatus =>
  b.flagReason ? 'FLAGGED' : b.retirement ? 'RETIRED' : b.holder ? 'TRANSFERRED' : 'ISSUED';

/** A block as the public sees it: hubs and organizations by name, no person. */
export const blockView = (b: CreditBlock): CreditBlockView => ({
  uuid: b.uuid,
  ...serialsOf(b),
  quantity: b.end - b.start + 1,
  unit: b.unit,
  status: statusOf(b),
  claimType: b.claimType,
  scheme: b.scheme,
  hub: { uuid: b.hubUuid, name: b.hubName, country: b.country },
  material: b.material,
  periodFrom: b.periodFrom,
  periodTo: b.periodTo,
  issuedAt: b.issuedAt,
  holder: b.holder,
  retirement: b.retirement,
  flagReason: b.flagReason,
  evidence: b.evidence,
});

/** GET /api/registry/credits: newest issuance first, then by serial; `serial` finds its block. */
export const searchRegistry = async (
  app: AppContext,
  q: { serial?: string; hub?: string; status?: CreditStatus; page: number; size: number },
) => {
  const registry = await loadRegistry(app);
  let blocks = [...registry.blocks.values()];
  if (q.serial) {
    if (!parseCreditSerial(q.serial)) blocks = [];
    else {
      try {
        blocks = [blockOf(registry, q.serial)];
      } catch {
        blocks = [];
      }
    }
  }
  const hub = q.hub?.trim().toLowerCase();
  const items = blocks
    .map(blockView)
    .filter((b) => !q.status || b.status === q.status)
    .filter((b) => !hub || b.hub.uuid === hub || b.hub.name.toLowerCase().includes(hub))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.serial.localeCompare(b.serial));
  return {
    items: items.slice(q.page * q.size, (q.page + 1) * q.size),
    pagination: { total: items.length, page: q.page, size: q.size },
  };
};
