import type { UserRow } from '@cairn/projection-service';
import type { RouteSpec } from '../../src/http/route-registry';
import { setPassword } from '../../src/identity/password.handlers';
import { verifyPassword } from '../../src/identity/password';
import { DEMO_HUBS } from '../../src/seed/demo-hubs';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../harness/test-app';
import { RESOURCES } from './access-fixtures';

/** The access matrix's and the bad-input tests' world: a running server with the demo data, and its users signed in. */
export interface DemoWorld {
  t: TestApp;
  admin: string;
  systemUser: string;
  analyst: string;
  /** The demo's hubs, one of each type; the first (the Pune collection center) is the hub users' home. */
  demoHubs: string[];
  homeHub: string;
  /** A hub's manager and owner, their password set as at setup, signed in once. */
  hubUsers(hubUuid: string): Promise<{ hubManager: string; hubOwner: string }>;
  /** Signs a hub's users in again next time (after a command that ended their session). */
  forget(hubUuid: string): void;
  /** The record a hub-scoped route names (RESOURCES): a demo row, or one made through the API; null for other routes. */
  record(route: RouteSpec): Promise<{ id: string; hubUuid: string } | null>;
}

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;
export const withParams = (route: Pick<RouteSpec, 'path'>, id: string) =>
  route.path.replace(/:\w+/g, id);

export const openDemoWorld = async (password: string): Promise<DemoWorld> => {
  const t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: password }, demo: true });
  const signIn = (email: string) => t.signIn(email, password);
  const admin = await signIn('admin@cairn.example');
  const demoHubs: string[] = [];
  for (const slug of DEMO_HUBS.map((d) => d.slug)) {
    demoHubs.push(
      (
        await t.running.app.rows.findBy<UserRow>('users', 'email', `manager.${slug}@cairn.example`)
      )[0].hubUuid!,
    );
  }
  const homeHub = demoHubs[0];

  const signedIn = new Map<string, Promise<{ hubManager: string; hubOwner: string }>>();
  const signInHub = async (hubUuid: string) => {
    const users = (await t.running.app.rows.findBy<UserRow>('users', 'hubUuid', hubUuid)).filter(
      (u) => u.email && !u.suspended,
    );
    const as = async (role: UserRow['role']) => {
      const user = users.find((u) => u.role === role);
      if (!user?.email) throw new Error(`hub ${hubUuid} has no ${role} with an email`);
      // The demo's users have the world's password, the fixtures' managers the fixtures' one. Any other
      // (an emailed first password) is replaced as at setup: a new password ends the user's sessions,
      // so a password that works is kept, and the fixtures' own sessions with it (issue 21).
      for (const known of [password, TEST_PASSWORD])
        if (await verifyPassword(known, user.passwordHash)) return t.signIn(user.email, known);
      await setPassword(
        t.running.app,
        {
          commandId: `world-password-${user.uuid}`,
          actorUuid: null,
          now: new Date().toISOString(),
        },
        user.uuid,
        password,
      );
      return signIn(user.email);
    };
    return { hubManager: await as('ROLE_HUB_MANAGER'), hubOwner: await as('ROLE_HUB_OWNER') };
  };
  const hubUsers = (hubUuid: string) => {
    if (!signedIn.has(hubUuid)) signedIn.set(hubUuid, signInHub(hubUuid));
    return signedIn.get(hubUuid)!;
  };

  const record = async (route: RouteSpec) => {
    if (!/:\w+/.test(route.path) || (route.access !== 'hub' && route.access !== 'signedIn'))
      return null;
    const fixture = RESOURCES[routeKey(route)];
    if (!fixture)
      throw new Error(
        `${routeKey(route)} names a hub's record: add it to RESOURCES in access-fixtures.ts`,
      );
    if (fixture.make) return fixture.make(t);
    const hubOf = fixture.hubOf!;
    const rows = (
      await t.running.app.rows.list<Record<string, unknown>>(fixture.model!, { limit: 5000 })
    ).filter((row) => hubOf(row) && (fixture.pick ?? (() => true))(row));
    const row = rows.find((r) => hubOf(r) === homeHub) ?? rows[0];
    if (!row)
      throw new Error(`${routeKey(route)}: the demo data has no ${fixture.model} row to name`);
    return { id: (fixture.idOf ?? ((r) => r.uuid as string))(row), hubUuid: hubOf(row)! };
  };

  const forget = (hubUuid: string) => {
    signedIn.delete(hubUuid);
  };
  return {
    t,
    admin,
    systemUser: await signIn('system@cairn.example'),
    analyst: await signIn('analyst@cairn.example'),
    demoHubs,
    homeHub,
    hubUsers,
    forget,
    record,
  };
};
