import { readFile } from 'node:fs/promises';
import type { SqlClient } from '@cairn/infra';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import {
  type LocalCluster,
  type Member,
  startLocalCluster,
} from '../../src/processes/postgres/local-cluster';
import { PICTURES } from '../harness/fixtures';
import { TEST_PASSWORD } from '../harness/test-app';
import {
  type Account,
  CommandDriver,
  type DrivenCommand,
  type NewCommand,
} from '../reliability/command-driver';
import { createCrashStore, seedAccounts } from '../reliability/crash-store';
import {
  type AuditReport,
  type Expectation,
  auditStore,
  readAllEvents,
} from '../reliability/store-audit';
import { type ClusterChecks, checkCluster } from './cluster-checks';

export interface ClusterFaultOptions {
  seconds: number;
  api: number;
  projectors: number;
  workers: number;
  /** SIGKILLs of each kind. */
  kills: number;
  concurrency: number;
  leaseMs: number;
}

export interface ClusterFaultFigures {
  seconds: number;
  sent: number;
  acknowledged: number;
  attempts: number;
  /** Requests without an answer during faults, sent again with the same key. */
  retriedAfterNoAnswer: number;
  serverErrors: number;
  refused: number;
  kills: Record<string, number>;
  pauses: number;
  /** Milliseconds from a projection owner's SIGKILL/SIGSTOP until every projection was leased again by a live process. */
  takeoverMs: number[];
  /** Commits a paused owner tried after it woke, refused by its lease or the checkpoint compare-and-set. */
  refusedAfterWake: number;
  audit: AuditReport;
  checks: ClusterChecks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (url: string, email: string): Promise<string> => {
  for (;;) {
    const answer = await fetch(`${url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }).catch(() => null);
    if (answer?.status === 200) return ((await answer.json()) as { token: string }).token;
    await sleep(500);
  }
};

/** The process that leases the most projections now. */
const busiestOwner = async (sql: SqlClient, members: Member[]): Promise<Member> => {
  const { rows } = await sql.query<{ owner: string; n: number }>(
    `select owner, count(*)::int as n from cluster_leases
      where owner like 'projector@%' and expires_at > now() group by 1 order by 2 desc`,
  );
  for (const row of rows) {
    const pid = Number(row.owner.split(':')[1]);
    const member = members.find((m) => m.pid === pid);
    if (member) return member;
  }
  return members[0];
};

/** Waits until no live lease names `pid` and every projection is leased; returns the ms it took. */
const takeover = async (sql: SqlClient, pid: number, units: number, since: number) => {
  for (;;) {
    const { rows } = await sql.query<{ mine: number; live: number }>(
      `select count(*) filter (where owner like $1)::int as mine, count(*)::int as live
         from cluster_leases where owner like 'projector@%' and expires_at > now()`,
      [`projector@%:${pid}:%`],
    );
    if (rows[0].mine === 0 && rows[0].live >= units) return Date.now() - since;
    await sleep(100);
  }
};

/** Caught up: every checkpoint of a projection or a reactor feed at the log's head, and the head still. */
const settle = async (sql: SqlClient, deadline: number) => {
  let last = '';
  let same = 0;
  while (same < 10) {
    if (Date.now() > deadline) throw new Error('the cluster did not settle');
    // The projection processes make the leases' table when they start.
    const { rows } = await sql
      .query<{ head: string; behind: number; leased: number }>(
        `with head as (select transaction_id::text::numeric as tx, global_position::numeric as pos
                       from events order by transaction_id desc, global_position desc limit 1)
       select (select count(*) from events)::text as head,
              (select count(*) from projection_checkpoints c, head
                where (c.tx_id::numeric, c.position::numeric) < (head.tx, head.pos)
                  and c.name not like '%@version')::int as behind,
              (select count(*) from cluster_leases
                where owner like 'projector@%' and expires_at > now())::int as leased`,
      )
      .catch(() => ({ rows: [{ head: '', behind: 1, leased: 0 }] }));
    const now = `${rows[0].head}/${rows[0].behind}`;
    const leased = rows[0].leased >= ALL_PROJECTIONS.length;
    same = now === last && rows[0].behind === 0 && leased ? same + 1 : 0;
    last = now;
    await sleep(1000);
  }
};

/**
 * The fault test (issue 37): hub users' load through the front port for `seconds`, while API
 * processes, projection owners and workers are SIGKILLed and restarted and one projection owner
 * is paused past its lease; then the store is checked from this (fresh) process.
 */
export const runClusterFaults = async (
  options: ClusterFaultOptions,
  say: (line: string) => void = () => undefined,
): Promise<ClusterFaultFigures> => {
  const store = await createCrashStore('postgres', {
    CAIRN_OCR: '1',
    CAIRN_AUTO_REVIEW: '1',
    CAIRN_LEASE_MS: String(options.leaseMs),
    LOG_LEVEL: 'info',
  });
  let cluster: LocalCluster | null = null;
  const sql = await store.open();
  try {
    say('seeding accounts');
    const seeded = await seedAccounts(store);
    const database = new URL(store.env.DATABASE_URL).pathname.slice(1);
    say(
      `starting ${options.api} API, ${options.projectors} projection and ${options.workers} worker processes on ${database}`,
    );
    cluster = await startLocalCluster({
      api: options.api,
      projectors: options.projectors,
      workers: options.workers,
      database,
      dataDir: store.dataDir,
      env: store.env,
    });
    const running = cluster;
    say('waiting for the projections to be leased and caught up');
    await settle(sql, Date.now() + 900_000);
    const accounts: Record<string, Account> = {
      admin: { uuid: seeded.admin.uuid, token: await signIn(running.url, seeded.admin.email) },
      manager: {
        uuid: seeded.manager.uuid,
        token: await signIn(running.url, seeded.manager.email),
      },
    };
    const png = await readFile(`${PICTURES}bag-on-scale-3-10-kg.png`);
    const began = Date.now();
    // The load goes on for `seconds` and until the last fault is over (restarts are slow on a busy machine).
    let faultsOver = false;
    const over = () => faultsOver && Date.now() > began + options.seconds * 1000;
    let registrations = 0;
    let uploads = 0;
    const upload = (): NewCommand => {
      const i = uploads++;
      return {
        kind: 'upload',
        as: 'manager',
        path: '/api/fileUploads',
        multipart: true,
        body: () => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(png)]), `bag-${i}.png`);
          form.append('latitude', '18.52');
          form.append('longitude', '73.85');
          return form;
        },
      };
    };
    const follow = (done: DrivenCommand): NewCommand[] => {
      if (over()) return [];
      const body = done.answer?.body as { uuid: string };
      if (done.kind === 'upload')
        return [
          upload(),
          ...Array.from({ length: 3 }, (_, i) => ({
            kind: 'register',
            as: 'manager',
            path: '/api/collectedMaterials',
            body: () => ({
              registrationUnit: 'BAG',
              weight: String(1 + ((registrations + i) % 40) / 4),
              materialType: i % 2 ? 'PET_CLEAR' : 'HDPE_MIXED',
              pictureFileUploadUuid: body.uuid,
            }),
          })),
        ];
      if (done.kind === 'register' && ++registrations % 3 === 0) {
        const flag = registrations % 2 === 0;
        return [
          {
            kind: 'review',
            as: 'admin',
            path: `/api/admin/hubEvents/${body.uuid}/${flag ? 'flag' : 'approve'}`,
            body: () =>
              flag ? { comment: 'scale hidden', tags: ['IMAGE_SCALE_VISIBILITY'] } : { tags: [] },
          },
        ];
      }
      return [];
    };
    const driver = new CommandDriver(() => running.url, accounts, {
      concurrency: options.concurrency,
      follow,
    });
    for (let i = 0; i < options.concurrency; i++) driver.add(upload());

    const kills: Record<string, number> = { api: 0, projector: 0, worker: 0 };
    const takeoverMs: number[] = [];
    let pauses = 0;
    const gap = (options.seconds * 1000) / (options.kills + 1);
    const units = ALL_PROJECTIONS.length;
    const faults = async (kind: 'api' | 'projector' | 'worker', offset: number) => {
      await sleep(offset);
      for (let k = 0; k < options.kills; k++) {
        const members = running.of(kind);
        const victim =
          kind === 'projector' ? await busiestOwner(sql, members) : members[k % members.length];
        const pid = victim.pid!;
        const at = Date.now();
        say(`SIGKILL ${kind}-${victim.index} (pid ${pid})`);
        await victim.kill();
        kills[kind]++;
        if (kind === 'projector') {
          const ms = await takeover(sql, pid, units, at);
          takeoverMs.push(ms);
          say(`  projections taken over in ${ms} ms`);
        } else await sleep(1000);
        await victim.start();
        await running.writePids();
        say(
          `  ${kind}-${victim.index} started again (pid ${victim.pid}) after ${Date.now() - at} ms`,
        );
        if (kind === 'projector' && k === 0) {
          // The pause: SIGSTOP keeps its connections; its leases must expire and move.
          const paused = await busiestOwner(sql, running.of('projector'));
          const pausedPid = paused.pid!;
          const stoppedAt = Date.now();
          say(`SIGSTOP projector-${paused.index} (pid ${pausedPid})`);
          paused.signal('SIGSTOP');
          pauses++;
          const ms = await takeover(sql, pausedPid, units, stoppedAt);
          takeoverMs.push(ms);
          say(`  projections taken over from the paused owner in ${ms} ms`);
          await sleep(options.leaseMs);
          paused.signal('SIGCONT');
          say(`SIGCONT projector-${paused.index}`);
        }
        await sleep(Math.max(0, gap - (Date.now() - at)));
      }
    };
    let loadFailed: unknown = null;
    const load = driver
      .run(began + options.seconds * 1000 + 1_800_000)
      .catch((error: unknown) => void (loadFailed = error));
    await Promise.all([
      faults('api', gap * 0.3),
      faults('projector', gap * 0.6),
      faults('worker', gap * 0.9),
    ]);
    faultsOver = true;
    await load;
    if (loadFailed) throw loadFailed;
    say(`load done: ${driver.figures.acknowledged} commands acknowledged; settling`);
    await settle(sql, Date.now() + 600_000);
    const refusedAfterWake = running
      .of('projector')
      .reduce((n, m) => n + (m.log.match(/lease lost|checkpoint of .* moved/g)?.length ?? 0), 0);
    await running.stop();
    cluster = null;

    say('checking the store from this process');
    const expectations: Expectation[] = driver.commands
      .filter((c) => c.answer && c.answer.status < 300)
      .map((command) => ({
        command,
        commandId: driver.commandIdOf(command),
        eventType: {
          upload: 'FileUploaded',
          register: 'CollectedMaterialRegistered',
          review: 'HubEventReviewed',
        }[command.kind]!,
        uuid:
          command.kind === 'review'
            ? command.path.split('/')[4]
            : (command.answer!.body as { uuid: string }).uuid,
      }));
    const audit = await auditStore(
      sql,
      store.dataDir,
      expectations,
      new Set(driver.commands.map((c) => driver.commandIdOf(c))),
    );
    const { events } = await readAllEvents(sql, store.dataDir);
    const checks = await checkCluster(sql, events);
    return {
      seconds: options.seconds,
      ...driver.figures,
      kills,
      pauses,
      takeoverMs,
      refusedAfterWake,
      audit,
      checks,
    };
  } finally {
    await cluster?.stop();
    await sql.close();
    await store.drop();
  }
};
