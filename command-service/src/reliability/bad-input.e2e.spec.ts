import { mkdir, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Checkpoint, START } from '@cairn/infra';
import { ROUTES, type RouteSpec } from '../http/route-registry';
import type { TestApp } from '../../test/harness/test-app';
import {
  type DemoWorld,
  openDemoWorld,
  routeKey,
  withParams,
} from '../../test/reliability/demo-world';
import {
  disguisedFile,
  hostileJsonBody,
  hostileParam,
  hostileQuery,
  hostileRawBody,
} from '../../test/reliability/hostile-input';

/**
 * Every command (POST) route of the registry gets malformed, oversized, wrongly typed and hostile
 * bodies: never a 500, never an event appended by a refused request, every refusal in the error shape.
 * The routes come from the registry, so a route added tomorrow is fuzzed without a line here.
 */
const RUNS = Number(process.env.CAIRN_FUZZ_RUNS ?? (process.env.CAIRN_SOAK ? 200 : 20));
/** Commands that take no body: a hostile body is ignored, so they may answer 2xx and append. */
const BODYLESS_COMMANDS = new Set([
  '/api/auth/signOut',
  '/api/segregationUnits/:uuid/finish',
  '/api/registeredMaterials/:uuid/grade',
  '/api/registeredMaterials/:uuid/process',
]);
/**
 * Commands whose whole body is one free text (a processing unit's or a grading's ERROR and its
 * reason): any non-blank text the fuzzer names `reason` is a reason, so they may accept it and append.
 */
const FREE_TEXT_COMMANDS = new Set([
  '/api/processingUnits/:uuid/error',
  '/api/segregationUnits/:uuid/error',
]);
const REFUSALS = [400, 401, 403, 404, 409, 413, 415, 429];

const PASSWORD = 'bad-input-password-1';
let w: DemoWorld;
let t: TestApp;
let checkpoint: Checkpoint = START;
const figures = {
  routes: 0,
  readRoutes: 0,
  requests: 0,
  status: {} as Record<string, number>,
  fieldErrors: 0,
  appendedByRefusal: 0,
  answers500: 0,
  acceptedBy: {} as Record<string, number>,
};

beforeAll(async () => {
  w = await openDemoWorld(PASSWORD);
  t = w.t;
  checkpoint = await head();
});
afterAll(async () => {
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/reliability-bad-input.json', JSON.stringify(figures, null, 2));
  await t?.stop();
});

/** Reads the global log to its end: what was appended since the last call. */
async function head(from: Checkpoint = checkpoint): Promise<Checkpoint> {
  let at = from;
  for (;;) {
    const batch = await t.running.app.events.readAll(at, 1000);
    if (batch.events.length === 0) return at;
    at = batch.checkpoint;
  }
}
const appendedSince = async () => {
  const before = checkpoint;
  checkpoint = await head();
  return (await t.running.app.events.readAll(before, 1000)).events.length;
};

/**
 * Who sends the hostile bodies, so that they reach the route's validation: the admin for admin
 * routes; for hub routes the owner of the hub whose record the path names (the access matrix's
 * records), or of the first demo hub whose type the route serves.
 */
interface Caller {
  token?: string;
  recordId?: string;
  hubUuid?: string;
}
const callers = new Map<string, Caller>();
const resolveCaller = async (route: RouteSpec): Promise<Caller> => {
  if (route.access === 'public') return {};
  if (route.access === 'admin') return { token: w.admin };
  const record = await w.record(route);
  if (record)
    return {
      token: (await w.hubUsers(record.hubUuid)).hubOwner,
      recordId: record.id,
      hubUuid: record.hubUuid,
    };
  let hubUuid = w.homeHub;
  for (const hub of w.demoHubs) {
    const token = (await w.hubUsers(hub)).hubOwner;
    const probe = await t.call(route.method.toUpperCase(), withParams(route, crypto.randomUUID()), {
      token,
      ...(route.method === 'post' ? { body: [] } : {}),
    });
    if (probe.status !== 403) {
      hubUuid = hub;
      break;
    }
  }
  return { token: (await w.hubUsers(hubUuid)).hubOwner, hubUuid };
};
/** The route's caller; signed out by an earlier run (sign-out is a command too) means signed in again. */
const callerFor = async (route: RouteSpec): Promise<Caller> => {
  let caller = callers.get(routeKey(route));
  if (!caller) callers.set(routeKey(route), (caller = await resolveCaller(route)));
  if (
    caller.hubUuid &&
    (await t.call('GET', '/api/users/current', { token: caller.token })).status === 401
  ) {
    w.forget(caller.hubUuid);
    caller.token = (await w.hubUsers(caller.hubUuid)).hubOwner;
  }
  // Making the record and signing in append events of their own: the request is judged from here.
  checkpoint = await head();
  return caller;
};
/** The path: the record's id most of the time (so the body is what is refused), else a hostile value. */
const pathWith = (route: RouteSpec, caller: Caller, params: (string | null)[]) => {
  let i = 0;
  return route.path.replace(
    /:\w+/g,
    () => params[i++ % params.length] ?? caller.recordId ?? crypto.randomUUID(),
  );
};
const paramsArb = fc.array(
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileParam }),
  { minLength: 1, maxLength: 3 },
);

type Send = (path: string, token: string | undefined) => Promise<Response>;
const check = async (route: RouteSpec, params: (string | null)[], send: Send) => {
  const caller = await callerFor(route);
  const response = await send(pathWith(route, caller, params), caller.token);
  const text = await response.text();
  figures.requests++;
  figures.status[response.status] = (figures.status[response.status] ?? 0) + 1;
  if (response.status >= 500) figures.answers500++;
  const appended = await appendedSince();
  const where = `${route.method.toUpperCase()} ${route.path} → ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400) {
    figures.acceptedBy[route.path] = (figures.acceptedBy[route.path] ?? 0) + 1;
    // Accepted: only a command without a body may accept anything; others must have read nothing hostile.
    if (appended > 0)
      expect(
        BODYLESS_COMMANDS.has(route.path) || FREE_TEXT_COMMANDS.has(route.path),
        `${where} appended ${appended} events`,
      ).toBe(true);
    return;
  }
  if (appended > 0) figures.appendedByRefusal++;
  expect(appended, `${where} appended ${appended} events`).toBe(0);
  expect(REFUSALS, where).toContain(response.status);
  const body = JSON.parse(text) as {
    errorMessageKey?: unknown;
    fieldErrors?: Record<string, unknown>;
  };
  expect(typeof body.errorMessageKey, where).toBe('string');
  if (body.fieldErrors) {
    figures.fieldErrors++;
    for (const value of Object.values(body.fieldErrors)) expect(typeof value, where).toBe('string');
  }
};

const postJson =
  (body: string, contentType: string, extra: Record<string, string> = {}): Send =>
  (path, token) =>
    fetch(t.url + path, {
      method: 'POST',
      body,
      headers: {
        'content-type': contentType,
        ...(token ? { 'x-auth-token': token } : {}),
        ...extra,
      },
    });

describe('bad input to every command route', () => {
  // Sign-out ends the caller's session: last, so the other routes keep their callers signed in.
  const commands = () =>
    ROUTES.filter((r) => r.method === 'post').sort(
      (a, b) => Number(a.path.endsWith('/signOut')) - Number(b.path.endsWith('/signOut')),
    );

  it('the registry lists the command routes', () => {
    expect(commands().length).toBeGreaterThan(40);
    figures.routes = commands().length;
  });

  it('hostile JSON bodies: refused with keys, nothing appended', async () => {
    for (const route of commands()) {
      await fc.assert(
        fc.asyncProperty(paramsArb, hostileJsonBody, async (params, body) => {
          await check(
            route,
            params,
            postJson(JSON.stringify(body), 'application/json', {
              'idempotency-key': crypto.randomUUID(),
            }),
          );
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('raw bodies that are not what they claim: broken JSON, pollution, the wrong content type', async () => {
    for (const route of commands()) {
      await fc.assert(
        fc.asyncProperty(paramsArb, hostileRawBody, async (params, raw) => {
          await check(route, params, postJson(raw.body, raw.contentType));
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
    // No pollution reached the objects every request shares.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('a JSON body over the 1 MB cap answers 413 in the error shape', async () => {
    for (const route of commands()) {
      await check(
        route,
        [null],
        postJson(JSON.stringify({ comment: 'z'.repeat(1_100_000) }), 'application/json'),
      );
    }
    const answer = await t.call('POST', '/api/collectedMaterials', {
      token: (await w.hubUsers(w.homeHub)).hubManager,
      body: { weight: '1', comment: 'z'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ errorMessageKey: 'payloadTooLarge' });
  });

  it('files that only pretend to be pictures are refused by their bytes, on every upload route', async () => {
    const uploads = commands().filter((r) => (r.before ?? []).length > 0);
    expect(uploads.length).toBeGreaterThan(2);
    for (const route of uploads) {
      await fc.assert(
        fc.asyncProperty(disguisedFile, async (file) => {
          await check(route, [null], async (path, token) => {
            const form = new FormData();
            form.append(
              'file',
              new Blob([new Uint8Array(file.bytes)], { type: file.type }),
              file.name,
            );
            return fetch(t.url + path, {
              method: 'POST',
              body: form,
              headers: token ? { 'x-auth-token': token } : {},
            });
          });
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
  });

  it('hostile query strings on every read: never a 500, nothing appended', async () => {
    const reads = ROUTES.filter((r) => r.method === 'get');
    expect(reads.length).toBeGreaterThan(30);
    figures.readRoutes = reads.length;
    for (const route of reads) {
      await fc.assert(
        fc.asyncProperty(paramsArb, hostileQuery, async (params, query) => {
          await check(route, params, (path, token) =>
            fetch(`${t.url}${path}?${query}`, { headers: token ? { 'x-auth-token': token } : {} }),
          );
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
  });

  it('garbage tokens are refused with 401, never a 500', async () => {
    const route = ROUTES.find((r) => r.path === '/api/users/current')!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.base64String({ maxLength: 200 }).map((s) => `${s}.${s}`),
        ),
        async (token) => {
          const safe = token.replace(/[^\x20-\x7e]/g, '');
          const answer = await fetch(t.url + route.path, {
            headers: { 'x-auth-token': safe || 'x' },
          });
          figures.requests++;
          figures.status[answer.status] = (figures.status[answer.status] ?? 0) + 1;
          expect(answer.status).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
