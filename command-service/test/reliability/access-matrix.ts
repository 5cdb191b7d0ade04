import { isReadOnly } from '../../src/http/access';
import type { RouteSpec } from '../../src/http/route-registry';

export { RESOURCES } from './access-fixtures';

/** Who calls: the roles of the spec, plus the two ways a token stops being good before it expires. */
export const ROLES = [
  'admin',
  'systemUser',
  'analyst',
  'hubManager',
  'hubOwner',
  'suspendedUser',
  'pausedHubUser',
  'noToken',
  'expiredToken',
] as const;
export type Role = (typeof ROLES)[number];
/** Whose record a hub user names in the path: their own hub's, or another hub's. */
export type Scope = 'own' | 'other';
/** `ok`: past the access rule, the answer is about the input (2xx, 400, 409; 404 only for an id nobody has). */
export type Expected = 'ok' | 401 | 403 | 404;

export const key = (route: Pick<RouteSpec, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;

/**
 * Routes whose rule is narrower than their access field, checked inside the handler. Each entry is
 * a decision of the spec; a route not listed here follows its access field alone.
 */
export const NARROWER: Record<string, Partial<Record<Role, Expected>>> = {
  // The compliance side of a hub is its owner's (Document 2 §9): managers are refused.
  'GET /api/complianceActions': { hubManager: 403 },
  'POST /api/complianceActions/:uuid/evidence': { hubManager: 403 },
  // A notification is its user's alone (issue 15): the fixture's is the admin's, anyone else's answer is 404.
  'POST /api/notifications/:uuid/read': {
    systemUser: 404,
    analyst: 404,
    hubManager: 404,
    hubOwner: 404,
  },
  // The spec's changePassword (Document 2 §7) is for staff and one's own account: analysts only read.
  'POST /api/admin/users/:uuid/changePassword': { analyst: 403 },
  // Personal data goes to the roles that manage people (issue 33): the read-only analyst is refused.
  'GET /api/admin/personalData/:uuid': { analyst: 403 },
  // Impersonation is for system users only; an admin is refused.
  'POST /api/admin/users/:uuid/impersonate': { admin: 403 },
};

export const hasParams = (route: Pick<RouteSpec, 'path'>) => /:\w+/.test(route.path);
/** A route whose path names one hub's record: a hub user may reach it for their own hub only. */
export const isHubScoped = (route: RouteSpec) =>
  hasParams(route) && (route.access === 'hub' || route.access === 'signedIn');

/** The status each role must get, from the route's access field and the narrower rules above. */
export const expected = (route: RouteSpec, role: Role, scope: Scope): Expected => {
  const narrower = NARROWER[key(route)]?.[role];
  if (route.access === 'public') return 'ok';
  if (
    role === 'noToken' ||
    role === 'expiredToken' ||
    role === 'suspendedUser' ||
    role === 'pausedHubUser'
  )
    return 401;
  const staff = role === 'admin' || role === 'systemUser';
  if (route.access === 'admin' && role === 'analyst')
    return isReadOnly(route) ? (narrower ?? 'ok') : 403;
  if (route.access === 'admin' && !staff) return 403;
  if (route.access === 'hub' && role === 'analyst') return 403;
  if (route.access === 'hub' && staff) return 403;
  if (narrower) return narrower;
  if (!staff && scope === 'other' && isHubScoped(route)) return 404;
  return 'ok';
};

/** The cells of one route: hub users twice when the path names a hub's record. */
export const cellsOf = (route: RouteSpec): { role: Role; scope: Scope }[] =>
  ROLES.flatMap((role): { role: Role; scope: Scope }[] =>
    isHubScoped(route) && (role === 'hubManager' || role === 'hubOwner')
      ? [
          { role, scope: 'own' },
          { role, scope: 'other' },
        ]
      : [{ role, scope: 'own' }],
  );

const show = (e: Expected) => (e === 'ok' ? '✓' : String(e));

/** The table for docs/access-matrix.md, generated from the registry. */
export const renderMatrix = (routes: RouteSpec[]): string => {
  const head = [
    'route',
    'access',
    'admin',
    'system user',
    'analyst',
    'manager, own hub',
    'manager, other hub',
    'owner, own hub',
    'owner, other hub',
    'suspended user',
    'user of a paused hub',
    'no token',
    'expired token',
  ];
  const rows = [...routes]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((route) => {
      const cell = (role: Role, scope: Scope) =>
        scope === 'other' && !isHubScoped(route) ? '—' : show(expected(route, role, scope));
      return [
        `\`${key(route)}\``,
        route.access,
        cell('admin', 'own'),
        cell('systemUser', 'own'),
        cell('analyst', 'own'),
        cell('hubManager', 'own'),
        cell('hubManager', 'other'),
        cell('hubOwner', 'own'),
        cell('hubOwner', 'other'),
        cell('suspendedUser', 'own'),
        cell('pausedHubUser', 'own'),
        cell('noToken', 'own'),
        cell('expiredToken', 'own'),
      ];
    });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    '# Access matrix',
    '',
    'Generated from the route registry by `command-service/src/reliability/access-matrix.e2e.spec.ts`; every cell',
    'is a request to a running server (demo data loaded). After adding a route, update it with',
    '`npx vitest run command-service/src/reliability/access-matrix.e2e.spec.ts --update`; the test fails while it is stale.',
    '',
    '✓ = past the access rule: the answer is about the input (2xx, 400, 409), or 404 for an id that does not exist;',
    'on a hub\'s own record (own hub) not 404 either. "Other hub" = a record of another hub named in the path: 404,',
    "so that a hub cannot even learn that the record exists. — = the route names no hub's record (the hub comes from the token).",
    "A hub route meant for one type of hub (a recycler's, a carrier's) is tried with each demo hub until one of its type",
    'gets past; a hub of another type gets 403 there. Suspended user: a hub manager suspended by an admin; user of a paused',
    'hub: its owner after the admin paused the hub; expired token: a well-signed admin token past its expiry.',
    '',
    'Records named in a body: ongoing transports (issue 21). A hub of each receiving type (carrier, handling center,',
    "co-processing facility, recycler) that does not list a truck's origin among its suppliers sends, for every demo truck",
    'in transit, 6 requests: a search by its first character, by all but its last, by its whole plate in two spellings,',
    'a read and a registration from it. Every search finds nothing, the read and the registration answer 404.',
    'Not in the table: an account signed in with an emailed first password gets 403 `passwordChangeRequired` on every',
    'route but `GET /api/users/current`, `POST /api/users/current/password` and `POST /api/auth/signOut`',
    '(`identity/passwords.e2e.spec.ts`).',
    '',
    `${routes.length} routes, ${routes.reduce((n, r) => n + cellsOf(r).length, 0)} cells.`,
    '',
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
    '',
  ].join('\n');
};
