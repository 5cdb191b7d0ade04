import { MassBalanceQuery } from '@cairn/contracts';
import type { MassBalanceEntryRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { clearable, overview } from './mass-balance.calc';

/** Instants compare as text only when written alike: normalise to UTC ISO. */
const query = (raw: Record<string, unknown>) => {
  const q = parse(MassBalanceQuery, raw);
  return { account: q.account, start: new Date(q.startDate).toISOString(), end: new Date(q.endDate).toISOString() };
};
const entriesOf = (app: AppContext, hubUuid: string) => app.rows.findBy<MassBalanceEntryRow>('massBalance', 'hubUuid', hubUuid);

export const massBalanceRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get', path: '/api/massBalance/overview', access: 'hub',
    handle: async (req) => {
      const q = query(req.query);
      return { status: 200, body: overview(await entriesOf(app, req.user!.hubUuid!), q.account, q.start, q.end) };
    },
  },
  {
    method: 'get', path: '/api/massBalance/clearable', access: 'hub',
    handle: async (req) => {
      const q = query(req.query);
      return { status: 200, body: clearable(await entriesOf(app, req.user!.hubUuid!), q.account, q.end) };
    },
  },
];
