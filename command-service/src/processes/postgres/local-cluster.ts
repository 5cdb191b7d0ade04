import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createPgSqlClient } from '@cairn/infra';
import { startFrontProxy } from './front-proxy';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAINS = {
  api: 'command-service/src/processes/postgres/command-service/main.ts',
  projector: 'command-service/src/processes/postgres/projection-service/main.ts',
  worker: 'command-service/src/processes/postgres/worker/main.ts',
} as const;
export type Kind = keyof typeof MAINS;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One process of the cluster: the same slot keeps its port across restarts. */
export class Member {
  child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  log = '';
  starts = 0;
  constructor(
    readonly kind: Kind,
    readonly index: number,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly onChange: () => void,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', MAINS[this.kind]], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        METRICS_PORT: String(this.port),
        HEARTBEAT_FILE: `${this.env.DATA_DIR}/heartbeat-${this.kind}-${this.index}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts++;
    await mkdir(`${this.env.DATA_DIR}/logs`, { recursive: true });
    const file = createWriteStream(`${this.env.DATA_DIR}/logs/${this.kind}-${this.index}.log`, {
      flags: 'a',
    });
    const keep = (chunk: Buffer) => {
      file.write(chunk);
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        file.end(`[cluster] exit code ${code} signal ${signal}\n`);
        if (this.child === child) this.child = null;
        this.onChange();
        resolve();
      }),
    );
    this.onChange();
    if (this.kind === 'api') await this.waitHealthy(600_000);
  }

  async waitHealthy(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.child) throw new Error(`${this.kind} ${this.index} exited:\n${this.log}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${this.port}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (answer.status === 200) return;
      } catch {
        /* not listening yet */
      }
      await sleep(100);
    }
    throw new Error(`${this.kind} ${this.index} not healthy after ${timeoutMs} ms:\n${this.log}`);
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGCONT');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}

export interface ClusterOptions {
  api: number;
  projectors: number;
  workers: number;
  database: string;
  dataDir: string;
  frontPort?: number;
  pidFile?: string;
  env?: Record<string, string>;
}

export interface LocalCluster {
  url: string;
  databaseUrl: string;
  members: Member[];
  of(kind: Kind): Member[];
  writePids(): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the database if missing (the name is checked: letters, digits, underscores). */
export const ensureDatabase = async (base: string, name: string): Promise<string> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = createPgSqlClient(base);
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) await admin.query(`create database ${name}`);
  await admin.close();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The scaled PostgreSQL profile on this machine: API processes behind a front port, projection
 * processes and workers, all on one database. The first API process starts alone (it migrates).
 */
export const startLocalCluster = async (options: ClusterOptions): Promise<LocalCluster> => {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await ensureDatabase(base, options.database);
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: options.dataDir,
    SERVE_UI: '0',
    CAIRN_DEMO: '0',
    LOG_LEVEL: 'info',
    CAIRN_QUEUE: `cairn-jobs-${options.database}`,
    ...options.env,
  };
  const members: Member[] = [];
  let api: number[] = [];
  const onChange = () => {
    api = members.filter((m) => m.kind === 'api' && m.child).map((m) => m.port);
  };
  const add = async (kind: Kind, count: number) => {
    for (let i = 0; i < count; i++)
      members.push(new Member(kind, i, await freePort(), env, onChange));
  };
  await add('api', options.api);
  await add('projector', options.projectors);
  await add('worker', options.workers);
  const front = await startFrontProxy(options.frontPort ?? (await freePort()), () => api);
  const cluster: LocalCluster = {
    url: `http://127.0.0.1:${(front.address() as { port: number }).port}`,
    databaseUrl,
    members,
    of: (kind) => members.filter((m) => m.kind === kind),
    writePids: async () => {
      if (!options.pidFile) return;
      const lines = members.map((m) => `${m.kind}-${m.index} ${m.pid ?? '-'} ${m.port}`);
      await writeFile(
        options.pidFile,
        [`front ${process.pid} ${cluster.url}`, ...lines].join('\n') + '\n',
      );
    },
    stop: async () => {
      await Promise.all(members.map((m) => m.stop()));
      await new Promise<void>((resolve) => front.close(() => resolve()));
    },
  };
  const [first, ...rest] = members;
  try {
    // One at a time: on a busy machine, processes compiling side by side each start far slower.
    await first.start();
    for (const member of rest) await member.start();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  await cluster.writePids();
  return cluster;
};
