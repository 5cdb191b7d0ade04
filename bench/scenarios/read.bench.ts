import { ALL_PROJECTIONS, ProjectionRunner } from '@cairn/projection-service';
import { createPgSqlClient, createPostgresReadStore } from '@cairn/infra';
import { rebuildPostgreSQLProjections, pongoMultiStreamProjection } from '@event-driven-io/emmett-postgresql';
import { pongoClient } from '@event-driven-io/pongo';
import type { DomainEvent } from '@cairn/contracts';
import { alternate, median, msSince, now, ratioOf, type BenchConfig, type RunSpec, type ScenarioResult, type Side } from '../lib/harness';
import { checkLog } from '../lib/checks';
import { loadDataset } from '../lib/dataset';
import { asStored, checkFolds, Folds } from '../lib/fold-check';
import type { BenchStore, OursStore, PeerStore } from '../lib/stores';

const BATCH = 1_000;

/** R1: the whole log through each store's global read, checked as it is read. */
const readAll = (store: BenchStore, expected: number): RunSpec => ({
  run: async (side) => {
    const started = now();
    await checkLog(store, side, expected);
    return expected / (msSince(started) / 1000);
  },
});

const foldOf = async (store: BenchStore): Promise<Folds> => {
  const folds = new Folds(ALL_PROJECTIONS);
  await store.readAll(5_000, (events) => events.forEach((e) => folds.add(e)));
  return folds;
};

/** R2 (ours): every read model from scratch with the ProjectionRunner, as `npm run replay` does. */
const rebuildOurs = (store: OursStore, expected: number, folds: Promise<Folds>): RunSpec => ({
  run: async (side: Side) => {
    const rows = await createPostgresReadStore(store.sql);
    await store.sql.query('truncate read_rows, projection_checkpoints');
    const runner = new ProjectionRunner(store.events, rows, ALL_PROJECTIONS, { batchSize: BATCH });
    await runner.init();
    const started = now();
    const read = await runner.catchUp();
    const rate = read / (msSince(started) / 1000);
    if (read !== expected) side.failures.push(`ours: rebuild read ${read} events, expected ${expected}`);
    const actual = new Map<string, Map<string, unknown>>();
    for (const p of ALL_PROJECTIONS) {
      const { rows: found } = await store.sql.query<{ id: string; data: unknown }>('select id, data from read_rows where model = $1', [p.model.name]);
      actual.set(p.model.name, new Map(found.map((r) => [r.id, r.data])));
    }
    checkFolds(side, 'ours', await folds, actual);
    side.ok &&= read === expected;
    return rate;
  },
});

/** R2 (peer): Emmett's own rebuild, the same fold functions as Pongo multi-stream projections. */
const rebuildPeer = (store: PeerStore, expected: number, folds: Promise<Folds>): RunSpec => ({
  run: async (side: Side) => {
    let seen = 0;
    const projections = ALL_PROJECTIONS.map((p) => pongoMultiStreamProjection<Record<string, unknown>, DomainEvent>({
      collectionName: `bench_${p.model.name}`,
      canHandle: [...p.handles],
      getDocumentId: (e) => p.keyOf(asStored(toReadBack(e))) ?? '-',
      evolve: (doc: Record<string, unknown> | null, e) => {
        seen++;
        const row = doc ? Object.fromEntries(Object.entries(doc).filter(([k]) => k !== '_id' && k !== '_version')) : null;
        return p.evolve(row, asStored(toReadBack(e))) as Record<string, unknown> | null;
      },
    }));
    // From the beginning each time (its stored checkpoint would skip everything), and no pause between batches.
    const consumer = rebuildPostgreSQLProjections({
      connectionString: store.url, pulling: { batchSize: BATCH, pullingFrequencyInMs: 0 },
      projections: projections.map((projection) => ({ projection, startFrom: 'BEGINNING' as const, truncateOnStart: true })),
    });
    const started = now();
    await consumer.start();
    const rate = expected / (msSince(started) / 1000);
    await consumer.close();
    const client = pongoClient(store.url);
    const actual = new Map<string, Map<string, unknown>>();
    for (const p of ALL_PROJECTIONS) {
      const docs = await client.db().collection<Record<string, unknown>>(`bench_${p.model.name}`).find({});
      actual.set(p.model.name, new Map(docs.map(({ _id, _version, ...row }) => [String(_id), (void _version, row)])));
    }
    await client.close();
    checkFolds(side, 'peer', await folds, actual);
    if (seen === 0) side.failures.push('peer: the rebuild saw no event');
    return rate;
  },
});

type EmmettEvent = { type: string; data: unknown; metadata: { messageId: string; streamName: string; streamPosition: bigint } };
const toReadBack = (e: unknown) => {
  const { type, data, metadata } = e as EmmettEvent;
  return { id: metadata.messageId, streamId: metadata.streamName, streamPosition: Number(metadata.streamPosition) - 1, type, data };
};

export const readScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  config.log(`loading ${config.events.toLocaleString('en-US')} events into each store`);
  const ours = (await loadDataset(config, 'ours', config.events)) as OursStore;
  const peer = (await loadDataset(config, 'peer', config.events)) as PeerStore;
  const vacuum = createPgSqlClient(peer.url);
  await vacuum.query('vacuum analyze');
  await vacuum.close();
  try {
    config.log('R1 read the whole log');
    const r1 = await alternate(config, readAll(ours, config.events), readAll(peer, config.events));
    config.log('R2 rebuild every read model');
    const r2 = await alternate(config, rebuildOurs(ours, config.events, foldOf(ours)), rebuildPeer(peer, config.events, foldOf(peer)));
    const R1: ScenarioResult = { id: 'R1', title: `read the whole log (${config.events.toLocaleString('en-US')} events)`, unit: 'events/s', higherIsBetter: true, ...r1 };
    const R2: ScenarioResult = { id: 'R2', title: `rebuild every read model from ${config.events.toLocaleString('en-US')} events`, unit: 'events/s', higherIsBetter: true, ...r2 };
    const ratio = ratioOf(R2);
    R2.target = { text: '≥ 30,000 events/s and ≥ 1.5× peer', met: median(r2.ours.runs) >= 30_000 && ratio !== null && ratio >= 1.5 };
    return [R1, R2];
  } finally {
    await ours.close();
    await peer.close();
  }
};
