import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A port nobody listens on now; the server keeps it across restarts so the client need not follow it. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm start`'s entry point (command-service/src/main.ts) in a child process of its own: one node
 * process (tsx as a loader, not as a wrapper), so SIGKILL hits the server itself and nothing survives it.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private output = '';
  readonly url: string;
  kills = 0;
  starts = 0;
  /** Milliseconds from spawn to a healthy answer, one per start. */
  readonly startTimes: number[] = [];

  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Spawns the server; with `waitHealthy` resolves once GET /api/health answers 200. */
  async start(waitHealthy = true): Promise<void> {
    if (this.child) throw new Error('server already running');
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...this.env,
        PORT: String(this.port),
        SERVE_UI: '0',
        CAIRN_DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.starts++;
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        if (this.child === child) this.child = null;
        resolve();
      }),
    );
    if (waitHealthy) {
      await this.waitHealthy(90_000);
      this.startTimes.push(Date.now() - began);
    }
  }

  async waitHealthy(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.child) throw new Error(`server exited while starting:\n${this.output}`);
      try {
        const answer = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (answer.status === 200) return;
      } catch {
        /* not listening yet */
      }
      await sleep(50);
    }
    throw new Error(`server not healthy after ${timeoutMs} ms:\n${this.output}`);
  }

  get running(): boolean {
    return this.child !== null;
  }
  get pid(): number | undefined {
    return this.child?.pid;
  }
  get log(): string {
    return this.output;
  }

  /** SIGKILL: no handler runs, no connection is closed politely, nothing is flushed. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    this.kills++;
    await this.exited;
  }

  /** SIGTERM: main.ts stops the server, the runners and the database client, then exits. */
  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}
