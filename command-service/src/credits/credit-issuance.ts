import type { CreditClaimType, EventData } from '@cairn/contracts';
import { DomainError } from '../command-handling/domain-error';

/** A verified record the handler found in the period: reviewed, not rejected, plastic, in kg. */
export interface CreditCandidate {
  hubEventUuid: string;
  material: string;
  weight: number;
  weighedAt: string;
  /** Its evidence keys (contracts' `evidenceKey`): the record, its picture's hash, its invoice. */
  keys: string[];
}

type Evidence = EventData<'CreditsIssued'>['evidence'][number];
type Block = EventData<'CreditsIssued'>['blocks'][number];

/**
 * Which records an issuance stands on and how many units each material gets. Records whose
 * keys are claimed for this claim type are left out; with a quantity, the oldest records are
 * taken whole until they cover it (docs/credits.md: the rest of the last one is not claimable
 * again for this claim type, as its keys are claimed).
 */
export const selectEvidence = (
  candidates: CreditCandidate[],
  claimed: ReadonlySet<string>,
  quantity: number | undefined,
): { evidence: Evidence[]; units: Map<string, number> } => {
  const free = candidates
    .filter((c) => c.keys.every((k) => !claimed.has(k)))
    .sort((a, b) => a.weighedAt.localeCompare(b.weighedAt));
  const anyClaimed = free.length < candidates.length;
  const total = Math.floor(free.reduce((n, c) => n + c.weight, 0));
  if (total < 1 || (quantity !== undefined && quantity > total)) {
    const key = anyClaimed && total < 1 ? 'creditsEvidenceClaimed' : 'creditsExceedVerified';
    throw new DomainError(anyClaimed && total < 1 ? 'conflict' : 'invalid', key, {
      [quantity === undefined ? 'periodFrom' : 'quantity']: key,
    });
  }
  const wanted = quantity ?? total;
  const taken: CreditCandidate[] = [];
  let mass = 0;
  for (const c of free) {
    if (Math.floor(mass) >= wanted) break;
    taken.push(c);
    mass += c.weight;
  }
  // Units per material in order of first use, trimmed so that they add up to `wanted`.
  const units = new Map<string, number>();
  const byMaterial = new Map<string, number>();
  for (const c of taken) byMaterial.set(c.material, (byMaterial.get(c.material) ?? 0) + c.weight);
  let left = wanted;
  for (const [material, weight] of byMaterial) {
    const n = Math.min(left, Math.floor(weight));
    if (n > 0) units.set(material, n);
    left -= n;
  }
  // Flooring per material can leave a few units: the largest block takes them (mass allows it).
  if (left > 0) {
    const [first] = [...units.keys()];
    units.set(first, (units.get(first) ?? 0) + left);
  }
  return {
    evidence: taken.map((c) => ({ hubEventUuid: c.hubEventUuid, weight: c.weight, keys: c.keys })),
    units,
  };
};

/** The blocks of an issuance, numbered on from the series' last serial: never overlapping. */
export const numberBlocks = (
  units: Map<string, number>,
  evidence: Evidence[],
  candidates: CreditCandidate[],
  lastSerial: number,
  blockUuids: string[],
): Block[] => {
  const materialOf = new Map(candidates.map((c) => [c.hubEventUuid, c.material]));
  let next = lastSerial + 1;
  return [...units].map(([material, n], i) => {
    const block = {
      uuid: blockUuids[i],
      start: next,
      end: next + n - 1,
      material,
      evidence: evidence
        .filter((e) => materialOf.get(e.hubEventUuid) === material)
        .map((e) => e.hubEventUuid),
    };
    next += n;
    return block;
  });
};

export const seriesKey = (hubUuid: string, year: number, claimType: CreditClaimType) =>
  `${hubUuid}|${year}|${claimType}`;
