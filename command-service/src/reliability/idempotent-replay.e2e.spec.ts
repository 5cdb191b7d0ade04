import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../http/route-registry';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { routeKey } from '../../test/reliability/demo-world';
import { NOT_REPLAYED, REPLAYS } from '../../test/reliability/replay-requests';

/**
 * Every POST route of the registry, sent twice with one Idempotency-Key (a client retrying after a
 * lost answer): the replay answers the first answer, status and body (issue 19.2). A route added
 * tomorrow fails here until it is given a request in replay-requests.ts, or a reason not to be.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

/** Signed file links are signed when answered (their expiry counts from then): the file they name is what must match. */
const unsigned = (body: unknown) =>
  JSON.parse(
    JSON.stringify(body ?? null).replace(/\?exp=\d+(?:&u=[^&"]*&s=\d+)?&sig=[\w-]+/g, '?signed'),
  );
/** The first place where two answers differ, as `path: a ≠ b`, or null. */
const difference = (a: unknown, b: unknown, at = ''): string | null => {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = difference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
    return null; // the same fields, in another order (a stored answer comes back with its keys sorted)
  }
  return `${at || '.'}: ${JSON.stringify(a)?.slice(0, 100)} ≠ ${JSON.stringify(b)?.slice(0, 100)}`;
};
const posts = () => ROUTES.filter((r) => r.method === 'post').map(routeKey);

describe('idempotent replays', () => {
  it('covers every POST route of the registry, or says why not', () => {
    expect(posts().filter((key) => !REPLAYS[key] && !NOT_REPLAYED[key])).toEqual([]);
    expect(Object.keys(REPLAYS).filter((key) => NOT_REPLAYED[key])).toEqual([]);
    // A table entry for a route that is gone is a test of nothing.
    expect(
      [...Object.keys(REPLAYS), ...Object.keys(NOT_REPLAYED)].filter(
        (key) => !posts().includes(key),
      ),
    ).toEqual([]);
  });

  it('answers a replay with the first answer on every POST route', async () => {
    const wrong: string[] = [];
    for (const key of posts().filter((k) => REPLAYS[k])) {
      const request = await REPLAYS[key](t).catch((error: Error) => error);
      if (request instanceof Error) {
        wrong.push(`${key}: could not prepare (${request.message})`);
        continue;
      }
      const headers = { 'idempotency-key': randomUUID() };
      const send = () =>
        t.call('POST', request.path, {
          token: request.token,
          body: request.form ? undefined : request.body,
          form: request.form?.(),
          headers,
        });
      const first = await send();
      const replay = await send();
      if (first.status >= 400)
        wrong.push(
          `${key}: the first request was refused ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`,
        );
      else if (replay.status !== first.status)
        wrong.push(
          `${key}: ${first.status} then ${replay.status} ${JSON.stringify(replay.body).slice(0, 150)}`,
        );
      else {
        const differs = difference(unsigned(first.body), unsigned(replay.body));
        if (differs) wrong.push(`${key}: the replay's body differs at ${differs}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
