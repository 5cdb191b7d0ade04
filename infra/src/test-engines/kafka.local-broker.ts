import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../kafka/kafka-broker.sh', import.meta.url));

/** A broker of a suite's own (infra/kafka/kafka-broker.sh), which the suite may crash and start again. */
export interface LocalKafkaBroker {
  bootstrap: string;
  /** SIGKILL, as a crash: no controlled shutdown. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** Starts it again on the same port and log; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

/** Running, and not a zombie waiting for its parent (the broker's parent, the script, has exited). */
const alive = async (pid: number): Promise<boolean> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
};

/**
 * Starts a broker in a new temporary folder, from the jars the script fetched (CI fetched them
 * before the tests). Under $CAIRN_KAFKA_TEST_BROKERS when set: .ci/run ends what is left there.
 */
export const startLocalKafkaBroker = async (): Promise<LocalKafkaBroker> => {
  const parent = process.env.CAIRN_KAFKA_TEST_BROKERS ?? tmpdir();
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, 'cairn-kafka-test-'));
  const start = async (): Promise<string> =>
    (await run('bash', [script, 'start', dir], { timeout: 180_000 })).stdout.trim();
  const bootstrap = await start();
  return {
    bootstrap,
    crash: async () => {
      const pid = Number((await readFile(join(dir, 'broker.pid'), 'utf8')).trim());
      if (!(await alive(pid))) return;
      process.kill(pid, 'SIGKILL');
      while (await alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    start: async () => {
      await start();
    },
    destroy: async () => {
      await run('bash', [script, 'destroy', dir], { timeout: 60_000 });
    },
  };
};
