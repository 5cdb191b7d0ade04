/** What every scenario reports, and the A B A B alternation that produces it. */
export interface Side {
  /** One figure per measured run, in `unit`. */
  runs: number[];
  /** Correctness checks of this side in this run (false when any run failed one). */
  ok: boolean;
  failures: string[];
}

export interface ScenarioResult {
  id: string;
  title: string;
  unit: string;
  /** Throughput: higher is better; latency and sizes: lower is better (the ratio is then peer ÷ ours... kept as ours ÷ peer, see README). */
  higherIsBetter: boolean;
  ours: Side;
  peer: Side | null;
  /** Secondary figures (percentiles, conflicts/s, memory). */
  extra?: Record<string, number | string>;
  target?: { text: string; met: boolean | null };
  note?: string;
}

export interface BenchConfig {
  quick: boolean;
  /** This process runs groups for a parent bench/run.ts and prints their results (E1: its own memory). */
  child?: boolean;
  /** The arguments this run was started with, passed on to a child. */
  argv?: string[];
  /** Events of the large scenarios (R1, R2, Q1). */
  events: number;
  /** Sizes of the growth group (R2, Q1, A4 at each), from --sizes. */
  sizes?: number[];
  /** Events of the embedded (PGlite) profile. */
  embeddedEvents: number;
  pairs: number;
  /** Correctness only: one pair, no warm-up (the vitest smoke test). */
  checkOnly: boolean;
  serverUrl: string;
  dbPrefix: string;
  log: (line: string) => void;
}

export const sideOf = (): Side => ({ runs: [], ok: true, failures: [] });

export const fail = (side: Side, message: string): void => {
  side.ok = false;
  if (side.failures.length < 5) side.failures.push(message);
};

/** A check that fails the side instead of throwing, so the other side's run still counts. */
export const check = (side: Side, condition: boolean, message: string): void => {
  if (!condition) fail(side, message);
};

export interface RunSpec {
  /** Runs once, measured; returns the figure. Checks go to the side. */
  run: (side: Side, measured: boolean) => Promise<number>;
}

/**
 * Warm-up of each side once, then `pairs` pairs alternating ours and the peer run for run,
 * so that drift of the machine (cache, autovacuum, thermal) falls on both alike.
 */
export const alternate = async (
  config: BenchConfig,
  ours: RunSpec,
  peer: RunSpec | null,
): Promise<{ ours: Side; peer: Side | null }> => {
  const a = sideOf();
  const b = peer ? sideOf() : null;
  if (!config.checkOnly) {
    await ours.run(sideOf(), false);
    if (peer) await peer.run(sideOf(), false);
  }
  const pairs = config.checkOnly ? 1 : config.pairs;
  for (let i = 0; i < pairs; i++) {
    a.runs.push(await ours.run(a, true));
    if (peer && b) b.runs.push(await peer.run(b, true));
  }
  return { ours: a, peer: b };
};

export const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** Ours ÷ peer on medians, oriented so that > 1 always means ours is better; null unless both passed. */
export const ratioOf = (r: ScenarioResult): number | null => {
  if (!r.peer || !r.ours.ok || !r.peer.ok) return null;
  const ours = median(r.ours.runs);
  const peer = median(r.peer.runs);
  if (!(ours > 0) || !(peer > 0)) return null;
  return r.higherIsBetter ? ours / peer : peer / ours;
};

export const perSecond = (count: number, startedAt: bigint): number =>
  count / (Number(process.hrtime.bigint() - startedAt) / 1e9);

export const now = (): bigint => process.hrtime.bigint();
export const msSince = (startedAt: bigint): number =>
  Number(process.hrtime.bigint() - startedAt) / 1e6;

/** Runs `total` tasks with at most `inFlight` at once. */
export const inParallel = async (
  total: number,
  inFlight: number,
  task: (i: number, worker: number) => Promise<void>,
): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, total) }, async (_, worker) => {
      while (next < total) await task(next++, worker);
    }),
  );
};
