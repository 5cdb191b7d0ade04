import { randomUUID } from 'node:crypto';
import type { EventData } from '@cairn/contracts';
import { startTestApp, type TestApp } from '../../command-service/test/harness/test-app';
import { picture, uploadPicture } from '../../command-service/test/harness/fixtures';
import { gradingHub } from '../../command-service/src/grading/grading.fixtures';
import {
  alternate,
  check,
  median,
  msSince,
  now,
  percentile,
  type BenchConfig,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { recreateDatabase } from '../lib/stores';

/** p99 of `count` sequential GETs of `path`, each answer checked by `ok`. */
const latency = (
  t: TestApp,
  path: string,
  count: number,
  ok: (body: unknown) => string | null,
  p99s: number[],
) => ({
  run: async (side: Side, measured: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = now();
      const answer = await t.call('GET', path, { token: t.adminToken });
      times.push(msSince(started));
      const problem = answer.status === 200 ? ok(answer.body) : `answered ${answer.status}`;
      if (problem) {
        check(side, false, `ours: ${problem}`);
        break;
      }
    }
    if (measured) p99s.push(percentile(times, 99));
    return percentile(times, 99);
  },
});

const register = async (t: TestApp, token: string, upload: string, weight: string) => {
  const answer = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload,
    },
  });
  return answer.body.uuid as string;
};

/** Registrations appended straight to the store (cloned from a real one): the log T3 folds. */
const seed = async (
  t: TestApp,
  template: EventData<'CollectedMaterialRegistered'>,
  count: number,
) => {
  const app = t.running.app;
  for (let done = 0; done < count; done += 500) {
    const batch = Array.from({ length: Math.min(500, count - done) }, () => randomUUID());
    await app.events.append({
      commandId: `bench-t3-${randomUUID()}`,
      appends: batch.map((uuid) => ({
        streamId: `collectedMaterial-${uuid}`,
        expectedVersion: -1,
        events: [
          {
            id: randomUUID(),
            type: 'CollectedMaterialRegistered' as const,
            data: { ...template, uuid },
          },
        ],
      })),
      metadata: {
        actorUuid: null,
        correlationId: 'bench-t3',
        causationId: null,
        occurredAt: new Date().toISOString(),
      },
      result: { status: 201, body: null },
    });
  }
};

export const auditScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await recreateDatabase(config, 'cairn_bench_audit');
  const t = await startTestApp();
  const small = config.quick || config.checkOnly;
  try {
    const { hub, token } = await gradingHub(t, 'Bench Audit Hub');
    const upload = (
      await uploadPicture(t, token, '/api/fileUploads', await picture('scale-display-12-5-kg.png'))
    ).body.uuid as string;

    config.log('T1 history of a record');
    const bag = await register(t, token, upload, '20');
    for (let i = 0; i < 20; i++)
      await t.call('POST', `/api/admin/hubEvents/${bag}/amendWeight`, {
        token: t.adminToken,
        body: { weight: 19 - i * 0.1 },
      });
    const t1p = await alternate(
      config,
      latency(
        t,
        `/api/admin/hubEvents/${bag}/history`,
        small ? 20 : 200,
        (b) =>
          (b as { entries: unknown[] }).entries.length === 21
            ? null
            : 'history without its 21 events',
        [],
      ),
      null,
    );

    const inputs = small ? 20 : 200;
    config.log(`T2 lineage of a bale of ${inputs} bags`);
    for (let i = 0; i < inputs; i++) await register(t, token, upload, '5');
    const unit = (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
      .uuid as string;
    const bale = (
      await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight: String(4 * inputs),
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: upload,
        },
      })
    ).body.uuid as string;
    const t2p = await alternate(
      config,
      latency(
        t,
        `/api/admin/lineage?hubEventUuid=${bale}`,
        small ? 10 : 50,
        (b) =>
          (b as { nodes: unknown[] }).nodes.length >= inputs + 3
            ? null
            : 'lineage without every input',
        [],
      ),
      null,
    );

    config.log(`T3 stock as of an instant, ${config.events} events`);
    const template = (await t.running.app.events.readStream(`collectedMaterial-${bag}`))[0]
      .data as EventData<'CollectedMaterialRegistered'>;
    await seed(t, template, config.events);
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await register(t, token, upload, '7');
    await t.running.app.projections.waitForLatest(600_000);
    const live = (
      await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, { token: t.adminToken })
    ).body as Array<{ quantity: number }>;
    const t3p = await alternate(
      config,
      latency(
        t,
        `/api/admin/hubs/stock?hubUuid=${hub.uuid}&asOf=${encodeURIComponent(before)}`,
        small ? 2 : 5,
        (b) =>
          Math.abs((b as Array<{ quantity: number }>)[0]?.quantity - (live[0].quantity - 7)) < 0.001
            ? null
            : `stock as of ${JSON.stringify(b)}, live ${JSON.stringify(live)}`,
        [],
      ),
      null,
    );

    const row = (id: string, title: string, result: typeof t1p, limit: number): ScenarioResult => ({
      id,
      title,
      unit: 'ms (p99)',
      higherIsBetter: false,
      ...result,
      target: { text: `≤ ${limit} ms p99`, met: median(result.ours.runs) <= limit },
      note: 'sequential GETs on a whole app over HTTP; no peer counterpart',
    });
    return [
      row('T1', 'history of a record (21 events) read from the event store', t1p, 50),
      row('T2', `lineage of a bale of ${inputs} bags`, t2p, 200),
      {
        ...row('T3', `hub stock as of an instant, folding ${config.events} events`, t3p, 1000),
        target: {
          text: '≤ 1 s at 1M events',
          met: config.events >= 1_000_000 ? median(t3p.ours.runs) <= 1000 : null,
        },
      },
    ];
  } finally {
    await t.stop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
};
