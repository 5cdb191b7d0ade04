import type { SystemMetrics } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';

/** The admin's System screen: the last hour of this process's metrics (issue 36 §8). */
export const systemRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/system/metrics',
    access: 'admin',
    handle: async () => {
      const body: SystemMetrics = { samples: app.systemHistory?.samples() ?? [] };
      return { status: 200, body };
    },
  },
];
