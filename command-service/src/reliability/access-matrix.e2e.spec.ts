import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OngoingTransportRow, UserRow } from '@cairn/projection-service';
import { ROUTES, type RouteSpec } from '../http/route-registry';
import type { TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { hubOfType, uploadEvidence } from '../transports/transports.fixtures';
import { recyclerHub } from '../truck-loads/recycler.fixtures';
import { type DemoWorld, openDemoWorld, withParams } from '../../test/reliability/demo-world';
import {
  type Expected,
  RESOURCES,
  type Role,
  type Scope,
  cellsOf,
  expected,
  hasParams,
  isHubScoped,
  key,
  renderMatrix,
} from '../../test/reliability/access-matrix';

/**
 * Every route of the registry × every role × own or other hub, against a running server with the
 * demo data. The expectations come from the registry's access field (access-matrix.ts), so a new
 * route is in the matrix the day it is mounted; one that names a hub's record without a fixture fails.
 */
const PASSWORD = 'access-matrix-password-1';
let w: DemoWorld;
let t: TestApp;
const tokens = {} as Record<Exclude<Role, 'hubManager' | 'hubOwner' | 'noToken'>, string>;
/** A picture of the other hub, for the well-formed bodies its users send. */
let otherPicture = '';
let otherHub: { hubManager: string; hubOwner: string };
const figures = {
  routes: 0,
  cells: 0,
  byExpected: {} as Record<string, number>,
  mismatches: 0,
  answers500: 0,
  transportCells: 0,
};

beforeAll(async () => {
  w = await openDemoWorld(PASSWORD);
  t = w.t;
  tokens.admin = w.admin;
  tokens.systemUser = w.systemUser;
  tokens.analyst = w.analyst;
  // "Other hub": a hub of its own, with no link to any demo record.
  const other = await hubWithManager(t, 'Access Other Hub', 'ROLE_HUB_MANAGER');
  otherHub = await w.hubUsers(other.hub.uuid);
  otherPicture = await uploadEvidence(t, otherHub.hubManager);

  const suspended = await hubWithManager(t, 'Access Suspended Hub', 'ROLE_HUB_MANAGER');
  tokens.suspendedUser = suspended.token;
  expect(
    (
      await t.call('POST', `/api/admin/users/${suspended.userUuid}/suspend`, {
        token: tokens.admin,
      })
    ).status,
  ).toBe(200);
  const paused = await hubWithManager(t, 'Access Paused Hub', 'ROLE_HUB_OWNER');
  tokens.pausedHubUser = paused.token;
  expect(
    (
      await t.call('POST', `/api/admin/companies/hubs/${paused.hub.uuid}/pause`, {
        token: tokens.admin,
      })
    ).status,
  ).toBe(200);
  // Well signed, for the admin, but past its expiry.
  const [admin] = await t.running.app.rows.findBy<UserRow>('users', 'email', 'admin@cairn.example');
  tokens.expiredToken = t.running.app.tokens.issue(
    admin.uuid,
    Date.now() - t.running.app.config.tokenTtlHours * 3600_000 - 60_000,
  ).token;
});
afterAll(async () => {
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/reliability-access.json', JSON.stringify(figures, null, 2));
  await t?.stop();
});

/** The path's parameters, the hub that owns the record they name, and what the other hub sends. */
const target = async (
  route: RouteSpec,
): Promise<{
  params: string;
  hubUuid: string;
  otherBody?: Record<string, unknown>;
  otherHubUuid?: string;
}> => {
  const record = await w.record(route);
  if (!record) return { params: withParams(route, randomUUID()), hubUuid: w.homeHub };
  const fixture = RESOURCES[key(route)];
  const otherHubUuid = await fixture.otherHub?.(t);
  // The other hub's body names a picture of its own: its refusal must be about the record, not the picture.
  const picture = otherHubUuid
    ? await uploadEvidence(t, (await w.hubUsers(otherHubUuid)).hubManager)
    : otherPicture;
  return {
    params: withParams(route, record.id),
    hubUuid: record.hubUuid,
    otherBody: fixture.otherBody?.(picture),
    otherHubUuid,
  };
};

const tokenOf = async (
  role: Role,
  scope: Scope,
  hubUuid: string,
  otherHubUuid?: string,
): Promise<string | undefined> => {
  if (role === 'noToken') return undefined;
  if (role === 'hubManager' || role === 'hubOwner') {
    if (scope === 'own') return (await w.hubUsers(hubUuid))[role];
    return (otherHubUuid ? await w.hubUsers(otherHubUuid) : otherHub)[role];
  }
  return tokens[role];
};

const meets = (want: Expected, status: number, strict: boolean) =>
  want === 'ok'
    ? status < 500 && status !== 401 && status !== 403 && !(strict && status === 404)
    : status === want;

describe('access matrix: every route × role × own or other hub', () => {
  // Sign-out ends the session it is called with: it goes last, so every other cell keeps its token.
  const routes = () =>
    [...ROUTES].sort(
      (a, b) => Number(a.path.endsWith('/signOut')) - Number(b.path.endsWith('/signOut')),
    );

  it("has a record to name for every route whose path names a hub's record", () => {
    const missing = ROUTES.filter((r) => isHubScoped(r) && !RESOURCES[key(r)]).map(key);
    expect(missing).toEqual([]);
  });

  it('the generated table is up to date in docs/access-matrix.md', async () => {
    await expect(renderMatrix(ROUTES)).toMatchFileSnapshot('../../../docs/access-matrix.md');
  });

  it('answers every cell as the table says', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const named = await target(route).catch((error: Error) => error);
      if (named instanceof Error) {
        wrong.push(named.message);
        continue;
      }
      const { params, hubUuid, otherBody, otherHubUuid } = named;
      // Other-hub cells first: the own-hub cells may change the record (finish a unit, grade a load).
      const cells = cellsOf(route).sort(
        (a, b) => Number(a.scope === 'own') - Number(b.scope === 'own'),
      );
      for (const { role, scope } of cells) {
        const want = expected(route, role, scope);
        const body = route.method === 'post' ? (scope === 'other' && otherBody) || {} : undefined;
        const send = async (hub: string) =>
          t.call(route.method.toUpperCase(), params, {
            token: await tokenOf(role, scope, hub, otherHubUuid),
            body,
          });
        let answer = await send(hubUuid);
        // A route for one type of hub (a recycler's, a carrier's) is tried with each demo hub until one is of its type.
        const hubUser = role === 'hubManager' || role === 'hubOwner';
        for (const hub of w.demoHubs) {
          if (!(hubUser && want === 'ok' && !isHubScoped(route) && answer.status === 403)) break;
          answer = await send(hub);
        }
        figures.cells++;
        figures.byExpected[String(want)] = (figures.byExpected[String(want)] ?? 0) + 1;
        if (answer.status >= 500) figures.answers500++;
        const strict = scope === 'own' && isHubScoped(route) && role !== 'noToken';
        if (!meets(want, answer.status, strict))
          wrong.push(
            `${key(route)} as ${role} (${scope}): expected ${want}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
          );
      }
      figures.routes++;
    }
    figures.mismatches = wrong.length;
    expect(wrong).toEqual([]);
    expect(figures.routes).toBe(ROUTES.length);
    expect(ROUTES.filter(hasParams).length).toBeGreaterThan(10);
  });

  it("transports: a hub finds and registers only its configured suppliers' trucks, by the whole plate; others answer 404", async () => {
    const trucks = await t.running.app.rows.findBy<OngoingTransportRow>(
      'ongoingTransports',
      'state',
      'IN_TRANSIT',
    );
    expect(trucks.length).toBeGreaterThan(0);
    const intruders = [
      await hubOfType(t, 'Access Intruder Carrier', 'CARRIER', ['MATERIAL_REGISTRATION']),
      await hubOfType(t, 'Access Intruder Handling', 'MATERIAL_HANDLING_CENTER', [
        'MATERIAL_REGISTRATION',
      ]),
      await hubOfType(t, 'Access Intruder Co-processing', 'CO_PROCESSING_FACILITY', [
        'TRUCK_LOAD_REGISTRATION',
      ]),
      await recyclerHub(t, 'Access Intruder Recycler'),
    ];
    const register = {
      CARRIER: '/api/carrierMaterials',
      MATERIAL_HANDLING_CENTER: '/api/handlingCenterMaterials',
      CO_PROCESSING_FACILITY: '/api/coProcessingMaterials',
      RECYCLER: '/api/registeredMaterials',
    };
    let cells = 0;
    for (const [i, intruder] of intruders.entries()) {
      const path = Object.values(register)[i];
      const picture = await uploadEvidence(t, intruder.token);
      for (const truck of trucks) {
        const plate = truck.transporterLicensePlate;
        for (const typed of [
          plate.slice(0, 1),
          plate.slice(0, -1),
          plate,
          plate.toLowerCase().replace(/\s/g, '-'),
        ]) {
          expect(
            (
              await t.call('POST', '/api/ongoingTransports/search', {
                token: intruder.token,
                body: { transporterLicensePlate: typed },
              })
            ).body,
            typed,
          ).toEqual([]);
        }
        expect(
          (await t.call('GET', `/api/ongoingTransports/${truck.uuid}`, { token: intruder.token }))
            .status,
        ).toBe(404);
        const body = {
          transportOwner: 'x',
          weight: '500',
          licensePlate: plate,
          materialType: truck.materialTypes[0],
          ongoingTransportUuid: truck.uuid,
          pictureFileUploadUuid: picture,
        };
        const taken = await t.call('POST', path, { token: intruder.token, body });
        expect(taken.status, `${path} ${plate}`).toBe(404);
        cells += 6;
      }
    }
    // The demo's receivers list Pune among their suppliers: Pune's trucks are theirs to find, by the whole plate only.
    const pune = trucks.find((r) => r.originHubUuid === w.homeHub)!;
    const carrier = w.demoHubs[2];
    const found = await t.call('POST', '/api/ongoingTransports/search', {
      token: (await w.hubUsers(carrier)).hubManager,
      body: { transporterLicensePlate: pune.transporterLicensePlate.toLowerCase() },
    });
    expect((found.body as Array<{ uuid: string }>).map((r) => r.uuid)).toContain(pune.uuid);
    figures.transportCells = cells;
  });
});
