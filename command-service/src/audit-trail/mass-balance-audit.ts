import {
  roundQuantity,
  type MassBalanceAudit,
  type MassBalanceAuditLine,
  type MassBalanceTerm,
  type MassBalanceTermEntry,
} from '@cairn/contracts';
import type { HubRow, MassBalanceEntryKind, MassBalanceEntryRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';

/**
 * ISO 22095 mass balance per material (docs/decisions.md): inputs are what came in or was made at the hub
 * (registered, grading and processing outputs); outputs are what left it or went into grading or
 * processing (cleared, graded and processed inputs). A conversion's loss is not one material's, so the
 * losses are the hub's: what went into conversions less what came out of them.
 */
const INPUT: MassBalanceEntryKind[] = ['REGISTERED', 'GRADED_OUTPUT', 'PROCESSED_OUTPUT'];
const OUTPUT: MassBalanceEntryKind[] = [
  'CLEARED',
  'GRADED_INPUT',
  'PROCESSED_INPUT',
  'PROCESSED_LOAD',
];
const CONVERSION_IN: MassBalanceEntryKind[] = ['GRADED_INPUT', 'PROCESSED_INPUT', 'PROCESSED_LOAD'];
const CONVERSION_OUT: MassBalanceEntryKind[] = ['GRADED_OUTPUT', 'PROCESSED_OUTPUT'];
const TOLERANCE = 0.001;

/** The record an entry is about: `graded:<bag>`, `processed:<load>`, `processing:<unit>`, `<clearance>:<material>`. */
const recordOf = (key: string) =>
  /^(graded|processed|processing):/.test(key) ? key.slice(key.indexOf(':') + 1) : key.split(':')[0];
const sum = (entries: { weight: number }[]) =>
  roundQuantity(entries.reduce((s, e) => s + e.weight, 0));
const term = (entries: MassBalanceEntryRow[]): MassBalanceTerm => {
  const list: MassBalanceTermEntry[] = entries.map((e) => ({
    key: e.key,
    recordUuid: recordOf(e.key),
    kind: e.kind,
    weight: e.weight,
    at: e.at,
  }));
  return { weight: sum(list), entries: list.sort((a, b) => a.at.localeCompare(b.at)) };
};
const signed = (e: MassBalanceEntryRow) =>
  INPUT.includes(e.kind) ? e.weight : OUTPUT.includes(e.kind) ? -e.weight : 0;

/** The hub's balance over [start, end] from its mass balance entries (removed ones left out). */
export const massBalanceAudit = (
  hubUuid: string,
  startDate: string,
  endDate: string,
  rows: MassBalanceEntryRow[],
): MassBalanceAudit => {
  // The audit is a balance of kilograms: litres (OIL) have no conversion factor to enter it.
  const live = rows.filter(
    (r) => !r.removed && r.hubUuid === hubUuid && r.at <= endDate && r.quantityUnit !== 'LITER',
  );
  const materials = [...new Set(live.map((r) => r.materialType))].sort();
  const lines = materials.map((materialType): MassBalanceAuditLine => {
    const mine = live.filter((r) => r.materialType === materialType);
    const before = mine.filter((r) => r.at < startDate);
    const during = mine.filter((r) => r.at >= startDate);
    const opening = roundQuantity(before.reduce((s, e) => s + signed(e), 0));
    const inputs = term(during.filter((e) => INPUT.includes(e.kind)));
    const outputs = term(during.filter((e) => OUTPUT.includes(e.kind)));
    const closing = roundQuantity(opening + inputs.weight - outputs.weight);
    return {
      materialType,
      opening,
      inputs,
      outputs,
      closing,
      warning: outputs.weight > opening + inputs.weight + TOLERANCE,
    };
  });
  const during = live.filter((r) => r.at >= startDate);
  const conversions = term(
    during.filter((e) => CONVERSION_IN.includes(e.kind) || CONVERSION_OUT.includes(e.kind)),
  );
  const loss = roundQuantity(
    sum(during.filter((e) => CONVERSION_IN.includes(e.kind))) -
      sum(during.filter((e) => CONVERSION_OUT.includes(e.kind))),
  );
  return {
    hubUuid,
    startDate,
    endDate,
    quantityUnit: 'KG',
    lines,
    losses: { ...conversions, weight: loss },
    conversionWarning: loss < -TOLERANCE,
  };
};

/** GET /api/admin/massBalance/audit: the hub's entries from the (live or as-of) read models. */
export const auditMassBalance = async (
  app: AppContext,
  hubUuid: string,
  startDate: string,
  endDate: string,
): Promise<MassBalanceAudit> => {
  if (!(await app.rows.get<HubRow>('hubs', hubUuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  const rows = await app.rows.findBy<MassBalanceEntryRow>('massBalance', 'hubUuid', hubUuid);
  return massBalanceAudit(
    hubUuid,
    new Date(startDate).toISOString(),
    new Date(endDate).toISOString(),
    rows,
  );
};
