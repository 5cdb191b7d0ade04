import { PlatformSettings } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { forbidden } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { changePlatformSettings, platformSettingsOf } from './platform-settings.handlers';

export const platformSettingsRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/platformSettings',
    access: 'admin',
    handle: async () => ({ status: 200, body: await platformSettingsOf(app) }),
  },
  {
    method: 'post',
    path: '/api/admin/platformSettings',
    access: 'admin',
    handle: async (req) => {
      // The read-only analyst sees the settings and changes none.
      if (req.user?.role === 'ROLE_CAIRN_ANALYST') throw forbidden();
      const settings = parse(PlatformSettings, req.body ?? {});
      return {
        status: 200,
        body: await changePlatformSettings(app, commandContextOf(app, req), settings),
      };
    },
  },
];
