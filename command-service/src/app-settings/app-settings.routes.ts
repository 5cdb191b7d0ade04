import type { AppSettings } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';

/** The product-wide settings of the rulings as the browser may see them (never a secret). */
export const appSettingsOf = (app: AppContext): AppSettings => ({
  oidc: app.config.oidc
    ? { buttonLabel: app.config.oidc.buttonLabel, loginPath: '/api/auth/oidc/login' }
    : null,
  usageTracking: app.config.usageTrackingUrl ? { url: app.config.usageTrackingUrl } : null,
  celebrationImage: app.config.celebrationImageUrl ? { url: app.config.celebrationImageUrl } : null,
});

export const appSettingsRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/app-settings',
    // /sign-in shows the provider's button before anyone is signed in.
    access: 'public',
    handle: async () => ({ status: 200, body: appSettingsOf(app) }),
  },
];
