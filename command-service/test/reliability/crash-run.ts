import { readFile } from 'node:fs/promises';
import { TEST_PASSWORD } from '../harness/test-app';
import { PICTURES } from '../harness/fixtures';
import {
  type Account,
  CommandDriver,
  type DrivenCommand,
  type DriverFigures,
  type NewCommand,
} from './command-driver';
import type { CrashStore, SeededAccounts } from './crash-store';
import { type AuditReport, type Expectation, auditStore } from './store-audit';
import { ServerProcess, freePort } from './server-process';

export interface CrashRunOptions {
  /** Commands to send in all (uploads, registrations, reviews). */
  commands: number;
  kills: number;
  concurrency: number;
  /** Gives up (and fails) after this long. */
  timeoutMs: number;
}

export interface CrashRunFigures extends DriverFigures {
  kills: number;
  starts: number;
  /** Milliseconds from spawn to healthy, per restart. */
  restartMs: number[];
  durationMs: number;
  audit: AuditReport;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (url: string, email: string): Promise<string> => {
  const answer = await fetch(`${url}/api/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
};

/** Waits until the server's projection position stops moving: with no commands coming, it has caught up. */
const settle = async (url: string): Promise<void> => {
  let last = '';
  let same = 0;
  while (same < 3) {
    const now = JSON.stringify(
      ((await (await fetch(`${url}/api/health`)).json()) as { projections: unknown }).projections,
    );
    same = now === last ? same + 1 : 0;
    last = now;
    await sleep(200);
  }
};

/**
 * The workload of a collection center: pictures uploaded, bags registered with them, and the
 * admin reviewing every third bag, each command with its own Idempotency-Key, while the server
 * is killed with SIGKILL at random moments and started again. Then the store is audited.
 */
export const runCrashRun = async (
  store: CrashStore,
  seeded: SeededAccounts,
  options: CrashRunOptions,
): Promise<CrashRunFigures> => {
  const began = Date.now();
  const server = new ServerProcess(store.env, await freePort());
  await server.start();
  try {
    const accounts: Record<string, Account> = {
      admin: { uuid: seeded.admin.uuid, token: await signIn(server.url, seeded.admin.email) },
      manager: { uuid: seeded.manager.uuid, token: await signIn(server.url, seeded.manager.email) },
    };
    const png = await readFile(`${PICTURES}bag-on-scale-3-10-kg.png`);
    const uploads = Math.max(3, Math.round(options.commands / 25));
    const perUpload = Math.ceil((options.commands * 0.75) / uploads);
    let registrations = 0;

    // Kills at random points of the run's progress, so each one lands among commands in flight.
    const thresholds = Array.from({ length: options.kills }, () =>
      Math.floor((0.05 + Math.random() * 0.8) * options.commands),
    ).sort((a, b) => a - b);
    let restarting: Promise<void> | null = null;
    const killAndRestart = async () => {
      await sleep(Math.random() * 100);
      await server.kill();
      await server.start();
    };

    const follow = (done: DrivenCommand): NewCommand[] => {
      const room = options.commands - driver.figures.sent;
      const body = done.answer?.body as { uuid: string };
      if (room <= 0) return [];
      if (done.kind === 'upload') {
        return Array.from({ length: Math.min(perUpload, room) }, (_, i) => ({
          kind: 'register',
          as: 'manager',
          path: '/api/collectedMaterials',
          body: () => ({
            registrationUnit: 'BAG',
            weight: String(1 + ((registrations + i) % 40) / 4),
            materialType: i % 2 ? 'PET_CLEAR' : 'HDPE_MIXED',
            pictureFileUploadUuid: body.uuid,
          }),
        }));
      }
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
    const driver = new CommandDriver(() => server.url, accounts, {
      concurrency: options.concurrency,
      follow,
      onAcknowledged: (acknowledged) => {
        if (restarting || server.kills >= options.kills || acknowledged < thresholds[server.kills])
          return;
        restarting = killAndRestart().finally(() => {
          restarting = null;
        });
      },
    });
    for (let i = 0; i < uploads; i++) {
      driver.add({
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
      });
    }
    await driver.run(began + options.timeoutMs);
    while (restarting) await restarting;
    await settle(server.url);
    await server.stop();

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
    const sql = await store.open();
    try {
      const audit = await auditStore(
        sql,
        store.dataDir,
        expectations,
        new Set(driver.commands.map((c) => driver.commandIdOf(c))),
      );
      return {
        ...driver.figures,
        kills: server.kills,
        starts: server.starts,
        restartMs: server.startTimes.slice(1),
        durationMs: Date.now() - began,
        audit,
      };
    } finally {
      await sql.close();
    }
  } finally {
    await server.kill();
  }
};
