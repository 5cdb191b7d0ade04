import { isDeepStrictEqual } from 'node:util';
import type { StoredEvent } from '@cairn/contracts';
import type { Projection } from '@cairn/projection-service';
import { check, type Side } from './harness';
import type { ReadBack } from './stores';

const METADATA = {
  actorUuid: '11111111-1111-4111-8111-111111111111',
  commandId: 'bench',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

/**
 * A read-back event as the projections take it; the peer keeps no metadata of ours, so both get the
 * same. Its place in the log is the store's own (a read model may keep it: the EPCIS events' order).
 */
export const asStored = (e: ReadBack, globalPosition = e.globalPosition ?? '0'): StoredEvent =>
  ({
    id: e.id,
    type: e.type,
    data: e.data,
    streamId: e.streamId,
    streamPosition: e.streamPosition,
    globalPosition,
    schemaVersion: 1,
    metadata: METADATA,
  }) as StoredEvent;

/** Folds events one by one into every projection's rows, in memory: what each read model must equal. */
export class Folds {
  readonly rows = new Map<string, Map<string, object>>();
  constructor(private readonly projections: readonly Projection[]) {
    for (const p of projections) this.rows.set(p.model.name, new Map());
  }

  add(e: ReadBack): void {
    const event = asStored(e);
    for (const p of this.projections) {
      if (!p.handles.includes(event.type)) continue;
      const key = p.keyOf(event);
      if (key === null) continue;
      const rows = this.rows.get(p.model.name) as Map<string, object>;
      const next = p.evolve(rows.get(key) ?? null, event);
      if (next === null) rows.delete(key);
      else rows.set(key, next);
    }
  }
}

/** Each read model equals the fold of the events: same keys, equal rows (compared as JSON values). */
export const checkFolds = (
  side: Side,
  who: string,
  expected: Folds,
  actual: Map<string, Map<string, unknown>>,
): void => {
  for (const [model, rows] of expected.rows) {
    const got = actual.get(model) ?? new Map<string, unknown>();
    check(
      side,
      got.size === rows.size,
      `${who}: read model ${model} has ${got.size} rows, the fold ${rows.size}`,
    );
    let differ = 0;
    let first = '';
    for (const [id, row] of rows) {
      const want = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
      const have = got.get(id) as Record<string, unknown> | undefined;
      if (isDeepStrictEqual(want, have)) continue;
      differ++;
      if (!first)
        first = ` (first: ${id}, fields ${Object.keys({ ...want, ...have })
          .filter((k) => !isDeepStrictEqual(want[k], have?.[k]))
          .join(', ')})`;
    }
    check(side, differ === 0, `${who}: ${differ} rows of ${model} differ from the fold${first}`);
  }
};
