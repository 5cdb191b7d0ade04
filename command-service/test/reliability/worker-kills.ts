import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { PICTURES } from '../harness/fixtures';
import { TEST_PASSWORD } from '../harness/test-app';
import type { CrashStore, SeededAccounts } from './crash-store';
import { compareReadModels, readAllEvents } from './store-audit';
import { ServerProcess, freePort } from './server-process';

export interface WorkerKillFigures {
  pictures: number;
  kills: number;
  /** Kills that came while pictures were still waiting for their text recognition. */
  killsWhileRecognizing: number;
  /** Uploads with no FileAnalyzed event at the end. */
  lost: string[];
  /** Uploads with more than one FileAnalyzed event. */
  duplicated: string[];
  readModelMismatches: string[];
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills the embedded server while its worker reads uploaded pictures (tesseract.js, one after the
 * other): every picture must end with exactly one recorded analysis, and the read models equal a
 * rebuild. The store must have been made with CAIRN_OCR=1.
 */
export const runWorkerKills = async (
  store: CrashStore,
  seeded: SeededAccounts,
  options: { picturesPerRound: number; kills: number; timeoutMs: number },
): Promise<WorkerKillFigures> => {
  const began = Date.now();
  const server = new ServerProcess(store.env, await freePort());
  let cleanup: () => Promise<void> | undefined = () => undefined;
  await server.start();
  try {
    const signIn = await fetch(`${server.url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.manager.email, password: TEST_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const files = (await readdir(PICTURES)).filter((f) => f.endsWith('.png'));
    const uploads: string[] = [];
    const upload = async () => {
      const file = files[uploads.length % files.length];
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await readFile(PICTURES + file))]), file);
      const answer = await fetch(`${server.url}/api/fileUploads`, {
        method: 'POST',
        headers: { 'x-auth-token': token, 'idempotency-key': randomUUID() },
        body: form,
      });
      if (answer.status !== 201)
        throw new Error(
          `upload answered ${answer.status} ${await answer.text()}; server said:\n${server.log.slice(-3000)}`,
        );
      uploads.push(((await answer.json()) as { uuid: string }).uuid);
    };
    // PostgreSQL can be asked while the server runs; on PGlite the answer's recognized lines tell
    // (every seed picture shows a weight, so a read one has some).
    const watcher = store.engine === 'postgres' ? await store.open() : null;
    const pending = async (): Promise<number> => {
      if (watcher) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from read_rows where model = 'fileUploads' and id = any($1::text[]) and (data->>'analyzed')::boolean`,
          [uploads],
        );
        return uploads.length - rows[0].n;
      }
      let left = 0;
      for (const uuid of uploads) {
        const row = (await (
          await fetch(`${server.url}/api/fileUploads/${uuid}`, {
            headers: { 'x-auth-token': token },
          })
        ).json()) as { analysisResults: unknown[] };
        if (row.analysisResults.length === 0) left++;
      }
      return left;
    };
    cleanup = () => watcher?.close();

    // Each round gives the worker pictures to read, then kills it at a random moment while it reads them.
    let killsWhileRecognizing = 0;
    // A kill lands at a random moment; rounds go on until at least half the kills came while
    // pictures were still unread, so a fast or a loaded machine proves the same thing.
    const enough = () =>
      server.kills >= options.kills && killsWhileRecognizing >= Math.ceil(options.kills / 2);
    while (!enough()) {
      if (Date.now() - began > options.timeoutMs) throw new Error('worker kills took too long');
      for (let i = 0; i < options.picturesPerRound; i++) await upload();
      await sleep(100 + Math.random() * 700);
      if ((await pending()) > 0) killsWhileRecognizing++;
      await server.kill();
      await server.start();
    }
    while ((await pending()) > 0) {
      if (Date.now() - began > options.timeoutMs) throw new Error('pictures still unread');
      await sleep(300);
    }
    await server.stop();

    const sql = await store.open();
    try {
      const { events } = await readAllEvents(sql, store.dataDir);
      const analyses = new Map<string, number>();
      for (const e of events)
        if (e.type === 'FileAnalyzed')
          analyses.set(e.data.uuid, (analyses.get(e.data.uuid) ?? 0) + 1);
      return {
        pictures: uploads.length,
        kills: server.kills,
        killsWhileRecognizing,
        lost: uploads.filter((u) => !analyses.has(u)),
        duplicated: uploads.filter((u) => (analyses.get(u) ?? 0) > 1),
        readModelMismatches: (await compareReadModels(sql, events)).mismatches,
        durationMs: Date.now() - began,
      };
    } finally {
      await sql.close();
    }
  } finally {
    await server.kill();
    await cleanup();
  }
};
