import type { CreditClaimType, EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, notFound } from '../command-handling/domain-error';
import { type CreditCandidate, numberBlocks, selectEvidence, seriesKey } from './credit-issuance';

/**
 * The credit registry: one stream (`creditRegistry`) for every hub, so that the guard (one claim
 * per evidence key per claim type, blocks that never overlap) is read and appended at one
 * version: of two admins issuing for the same evidence at once, the later conflicts, decides again
 * and is refused (docs/credits.md).
 */
export const CREDIT_REGISTRY_STREAM = 'creditRegistry';

export interface CreditBlock {
  uuid: string;
  issuanceUuid: string;
  hubUuid: string;
  hubName: string;
  country: string;
  year: number;
  claimType: CreditClaimType;
  scheme: string;
  unit: string;
  material: string;
  periodFrom: string;
  periodTo: string;
  issuedAt: string;
  start: number;
  end: number;
  evidence: string[];
  holder: { uuid: string; name: string } | null;
  retirement: { beneficiary: string; purpose: string; retiredAt: string } | null;
  flagReason: string | null;
}

export interface CreditRegistry {
  blocks: Map<string, CreditBlock>;
  /** The last serial number of each series (hub, year, claim type). */
  lastSerial: Map<string, number>;
  /** Claimed evidence keys per claim type. */
  claimed: Record<CreditClaimType, Set<string>>;
  /** Units issued per series: the annual capacity's figure. */
  issued: Map<string, number>;
}

export type CreditsEvent = EventOf<
  'CreditsIssued' | 'CreditsTransferred' | 'CreditsRetired' | 'CreditsFlagged'
>;

export interface IssueCredits {
  type: 'IssueCredits';
  issuanceUuid: string;
  /** Enough fresh ids for one block per material of the candidates. */
  blockUuids: string[];
  hub: { uuid: string; name: string; country: string; annualCapacity: number | null };
  claimType: CreditClaimType;
  scheme: string;
  periodFrom: string;
  periodTo: string;
  quantity?: number;
  candidates: CreditCandidate[];
  at: string;
}
interface Move {
  /** The block's uuid (the handler found it by a serial inside it). */
  blockUuid: string;
  newBlockUuid: string;
  quantity: number;
  at: string;
}
export type MoveCredits =
  | (Move & { type: 'TransferCredits'; organization: { uuid: string; name: string } })
  | (Move & { type: 'RetireCredits'; beneficiary: string; purpose: string });
export interface FlagCredits {
  type: 'FlagCredits';
  hubEventUuid: string;
  reason: string;
  at: string;
}
export type CreditsCommand = IssueCredits | MoveCredits | FlagCredits;

/** The blocks a hub event backs that are not flagged yet. */
export const blocksBackedBy = (state: CreditRegistry, hubEventUuid: string) =>
  [...state.blocks.values()].filter((b) => !b.flagReason && b.evidence.includes(hubEventUuid));

const issue = (c: IssueCredits, state: CreditRegistry): CreditsEvent[] => {
  const year = Number(c.periodFrom.slice(0, 4));
  const series = seriesKey(c.hub.uuid, year, c.claimType);
  const { evidence, units } = selectEvidence(c.candidates, state.claimed[c.claimType], c.quantity);
  const quantity = [...units.values()].reduce((n, u) => n + u, 0);
  if (
    c.hub.annualCapacity !== null &&
    (state.issued.get(series) ?? 0) + quantity > c.hub.annualCapacity
  )
    throw new DomainError('invalid', 'creditsExceedCapacity', {
      [c.quantity === undefined ? 'periodFrom' : 'quantity']: 'creditsExceedCapacity',
    });
  const blocks = numberBlocks(
    units,
    evidence,
    c.candidates,
    state.lastSerial.get(series) ?? 0,
    c.blockUuids,
  );
  return [
    {
      type: 'CreditsIssued',
      data: {
        issuanceUuid: c.issuanceUuid,
        hubUuid: c.hub.uuid,
        hubName: c.hub.name,
        country: c.hub.country,
        year,
        claimType: c.claimType,
        scheme: c.scheme,
        unit: 'KG',
        periodFrom: c.periodFrom,
        periodTo: c.periodTo,
        blocks,
        evidence,
        issuedAt: c.at,
      },
    },
  ];
};

const move = (c: MoveCredits, state: CreditRegistry): CreditsEvent[] => {
  const block = state.blocks.get(c.blockUuid);
  if (!block) throw notFound();
  if (block.retirement)
    throw new DomainError('conflict', 'creditsRetired', { serial: 'creditsRetired' });
  if (block.flagReason)
    throw new DomainError('conflict', 'creditsFlagged', { serial: 'creditsFlagged' });
  if (c.quantity > block.end - block.start + 1)
    throw new DomainError('invalid', 'creditsExceedBlock', { quantity: 'creditsExceedBlock' });
  const split = { blockUuid: block.uuid, newBlockUuid: c.newBlockUuid, quantity: c.quantity };
  if (c.type === 'TransferCredits')
    return [
      {
        type: 'CreditsTransferred',
        data: { ...split, organization: c.organization, transferredAt: c.at },
      },
    ];
  return [
    {
      type: 'CreditsRetired',
      data: { ...split, beneficiary: c.beneficiary, purpose: c.purpose, retiredAt: c.at },
    },
  ];
};

const decide = (command: CreditsCommand, state: CreditRegistry): CreditsEvent[] => {
  switch (command.type) {
    case 'IssueCredits':
      return issue(command, state);
    case 'TransferCredits':
    case 'RetireCredits':
      return move(command, state);
    case 'FlagCredits': {
      const blocks = blocksBackedBy(state, command.hubEventUuid);
      if (blocks.length === 0) return [];
      return [
        {
          type: 'CreditsFlagged',
          data: {
            blockUuids: blocks.map((b) => b.uuid),
            hubEventUuid: command.hubEventUuid,
            reason: command.reason,
            flaggedAt: command.at,
          },
        },
      ];
    }
    default:
      return unreachable(command);
  }
};

/** The head `quantity` units of a block become a new block; the old one keeps the tail (or is gone). */
const split = (
  state: CreditRegistry,
  d: { blockUuid: string; newBlockUuid: string; quantity: number },
  change: Partial<CreditBlock>,
): CreditRegistry => {
  const block = state.blocks.get(d.blockUuid);
  if (!block) return state;
  const blocks = new Map(state.blocks);
  const head = { ...block, ...change, uuid: d.newBlockUuid, end: block.start + d.quantity - 1 };
  if (head.end >= block.end) blocks.delete(block.uuid);
  else blocks.set(block.uuid, { ...block, start: head.end + 1 });
  blocks.set(head.uuid, head);
  return { ...state, blocks };
};

const evolve = (state: CreditRegistry, event: CreditsEvent): CreditRegistry => {
  switch (event.type) {
    case 'CreditsIssued': {
      const d = event.data;
      const series = seriesKey(d.hubUuid, d.year, d.claimType);
      const blocks = new Map(state.blocks);
      const { blocks: _b, evidence: _e, issuanceUuid, ...common } = d;
      for (const b of d.blocks)
        blocks.set(b.uuid, {
          ...common,
          ...b,
          issuanceUuid,
          holder: null,
          retirement: null,
          flagReason: null,
        });
      const claimed = new Set(state.claimed[d.claimType]);
      for (const e of d.evidence) for (const k of e.keys) claimed.add(k);
      const units = d.blocks.reduce((n, b) => n + b.end - b.start + 1, 0);
      return {
        blocks,
        lastSerial: new Map(state.lastSerial).set(
          series,
          Math.max(state.lastSerial.get(series) ?? 0, ...d.blocks.map((b) => b.end)),
        ),
        claimed: { ...state.claimed, [d.claimType]: claimed },
        issued: new Map(state.issued).set(series, (state.issued.get(series) ?? 0) + units),
      };
    }
    case 'CreditsTransferred':
      return split(state, event.data, { holder: event.data.organization });
    case 'CreditsRetired': {
      const { beneficiary, purpose, retiredAt } = event.data;
      return split(state, event.data, { retirement: { beneficiary, purpose, retiredAt } });
    }
    case 'CreditsFlagged': {
      const blocks = new Map(state.blocks);
      for (const uuid of event.data.blockUuids) {
        const b = blocks.get(uuid);
        if (b) blocks.set(uuid, { ...b, flagReason: event.data.reason });
      }
      return { ...state, blocks };
    }
    default:
      return unreachable(event);
  }
};

export const creditRegistryDecider: Decider<CreditRegistry, CreditsCommand, CreditsEvent> = {
  initialState: () => ({
    blocks: new Map(),
    lastSerial: new Map(),
    claimed: { COLLECTION: new Set(), RECYCLING: new Set() },
    issued: new Map(),
  }),
  eventTypes: eventTypes<CreditsEvent>({
    CreditsIssued: true,
    CreditsTransferred: true,
    CreditsRetired: true,
    CreditsFlagged: true,
  }),
  evolve,
  decide,
};
