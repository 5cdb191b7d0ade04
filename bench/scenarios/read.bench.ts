import { ALL_PROJECTIONS } from '@cairn/projection-service';
import { createPgSqlClient } from '@cairn/infra';
import {
  rebuildPostgreSQLProjections,
  pongoMultiStreamProjection,
} from '@event-driven-io/emmett-postgresql';
import { pongoClient } from '@event-driven-io/pongo';
import type { DomainEvent } from '@cairn/contracts';
import {
  alternate,
  median,
  msSince,
  now,
  ratioOf,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { checkLog } from '../lib/checks';
import { loadDataset } from '../lib/dataset';
import { asStored, checkFolds, Folds } from '../lib/fold-check';
import type { BenchStore, OursStore, PeerStore } from '../lib/stores';
import { BATCH, checkRebuilt, foldOf, rebuildOnce } from '../lib/rebuild';
import { rebuildLiveScenario } from './rebuild-live.bench';
import { limitRow, plainRebuild, shareOf } from './limit.bench';

/** R1: the whole log through each store's global read, checked as it is read. */
const readAll = (store: BenchStore, expected: number): RunSpec => ({
  run: async (side) => {
    const started = now();
    await checkLog(store, side, expected);
    return expected / (msSince(started) / 1000);
  },
});

/** R2 (ours): a rebuild, then its rows checked against the fold. */
export const rebuildOurs = (
  store: OursStore,
  expected: number,
  folds: Promise<Folds>,
): RunSpec => ({
  run: async (side: Side) => {
    const rate = await rebuildOnce(store, expected, side);
    await checkRebuilt(store, side, await folds);
    return rate;
  },
});

/** R2 (peer): Emmett's own rebuild, the same fold functions as Pongo multi-stream projections. */
const rebuildPeer = (store: PeerStore, expected: number, folds: Promise<Folds>): RunSpec => ({
  run: async (side: Side) => {
    let seen = 0;
    const projections = ALL_PROJECTIONS.map((p) =>
      pongoMultiStreamProjection<Record<string, unknown>, DomainEvent>({
        collectionName: `bench_${p.model.name}`,
        canHandle: [...p.handles],
        getDocumentId: (e) => p.keyOf(asStored(toReadBack(e))) ?? '-',
        evolve: (doc: Record<string, unknown> | null, e: unknown) => {
          seen++;
          const row = doc
            ? Object.fromEntries(
                Object.entries(doc).filter(([k]) => k !== '_id' && k !== '_version'),
              )
            : null;
          return p.evolve(row, asStored(toReadBack(e))) as Record<string, unknown> | null;
        },
      }),
    );
    // From the beginning each time (its stored checkpoint would skip everything), and no pause between batches.
    const consumer = rebuildPostgreSQLProjections({
      connectionString: store.url,
      pulling: { batchSize: BATCH, pullingFrequencyInMs: 0 },
      projections: projections.map((projection) => ({
        projection,
        startFrom: 'BEGINNING' as const,
        truncateOnStart: true,
      })),
    });
    const started = now();
    await consumer.start();
    const rate = expected / (msSince(started) / 1000);
    await consumer.close();
    const client = pongoClient(store.url);
    const actual = new Map<string, Map<string, unknown>>();
    for (const p of ALL_PROJECTIONS) {
      const docs = await client
        .db()
        .collection<Record<string, unknown>>(`bench_${p.model.name}`)
        .find({});
      actual.set(
        p.model.name,
        new Map(docs.map(({ _id, _version, ...row }) => [String(_id), (void _version, row)])),
      );
    }
    await client.close();
    checkFolds(side, 'peer', await folds, actual);
    if (seen === 0) side.failures.push('peer: the rebuild saw no event');
    return rate;
  },
});

type EmmettEvent = {
  type: string;
  data: unknown;
  metadata: {
    messageId: string;
    streamName: string;
    streamPosition: bigint;
    globalPosition: bigint;
  };
};
const toReadBack = (e: unknown) => {
  const { type, data, metadata } = e as EmmettEvent;
  return {
    id: metadata.messageId,
    streamId: metadata.streamName,
    streamPosition: Number(metadata.streamPosition) - 1,
    globalPosition: String(metadata.globalPosition),
    type,
    data,
  };
};

/** Emmett's rebuild folds each event with a read and a write of its document: about 400 events/s here, so the A/B pair of R2 runs on a smaller log. */
const R2_PAIR_EVENTS = 5_000;

export const readScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  const n = config.events.toLocaleString('en-US');
  config.log(`loading ${n} events into each store`);
  const ours = (await loadDataset(config, 'ours', config.events)) as OursStore;
  const peer = (await loadDataset(config, 'peer', config.events)) as PeerStore;
  await vacuum(peer.url);
  try {
    config.log('R1 read the whole log');
    const r1 = await alternate(config, readAll(ours, config.events), readAll(peer, config.events));
    config.log(`R2 rebuild every read model from ${n} events (ours)`);
    const folds = foldOf(ours);
    const r2 = await alternate(config, rebuildOurs(ours, config.events, folds), null);
    const limitR2 = await limitRow(
      config,
      'LIMIT-R2',
      `plain pg: read the ${n} events in batches and write each final read-model row once with multi-row upserts (the ceiling of R2)`,
      'events/s',
      plainRebuild(ours.url, config.events, folds),
    );
    const R1: ScenarioResult = {
      id: 'R1',
      title: `read the whole log (${n} events)`,
      unit: 'events/s',
      higherIsBetter: true,
      ...r1,
    };
    const R2: ScenarioResult = {
      id: 'R2',
      title: `rebuild every read model from ${n} events (ours; the peer's rebuild at this size would take hours, see R2-AB)`,
      unit: 'events/s',
      higherIsBetter: true,
      ...r2,
    };
    const pairs = await rebuildPair(config, Math.min(R2_PAIR_EVENTS, config.events));
    const ratio = ratioOf(pairs);
    shareOf(R2, limitR2);
    const share = median(r2.ours.runs) / median(limitR2.ours.runs);
    R2.target = {
      text: '≥ 50,000 events/s and ≥ 50 % of LIMIT-R2 and ≥ 1.5× peer (ratio from R2-AB)',
      met: median(r2.ours.runs) >= 50_000 && share >= 0.5 && ratio !== null && ratio >= 1.5,
    };
    pairs.target = { text: '≥ 1.5× peer', met: ratio !== null && ratio >= 1.5 };
    const R3 = await rebuildLiveScenario(config, median(r2.ours.runs));
    return [R1, R2, limitR2, pairs, R3];
  } finally {
    await ours.close();
    await peer.close();
  }
};

const vacuum = async (url: string) => {
  const client = createPgSqlClient(url);
  await client.query('vacuum analyze');
  await client.close();
};

/** R2-AB: both rebuilds, A B A B, on logs of `events` events loaded alike. */
const rebuildPair = async (config: BenchConfig, events: number): Promise<ScenarioResult> => {
  const n = events.toLocaleString('en-US');
  config.log(`R2-AB rebuild every read model from ${n} events, ours against Emmett's`);
  // Databases of their own: the large ones are still open.
  const ours = (await loadDataset(config, 'ours', events, '_pair')) as OursStore;
  const peer = (await loadDataset(config, 'peer', events, '_pair')) as PeerStore;
  await vacuum(peer.url);
  try {
    const r2 = await alternate(
      config,
      rebuildOurs(ours, events, foldOf(ours)),
      rebuildPeer(peer, events, foldOf(peer)),
    );
    return {
      id: 'R2-AB',
      title: `rebuild every read model from ${n} events, ours against Emmett's rebuild into its own store`,
      unit: 'events/s',
      higherIsBetter: true,
      ...r2,
    };
  } finally {
    await ours.close();
    await peer.close();
  }
};
