import { z } from 'zod';
import type { EnvironmentName } from './environment';

/**
 * GET /api/app-settings: the product-wide settings the UI needs before and after sign-in. Only
 * what a browser may see: never the provider's client secret.
 */
export const AppSettings = z.object({
  /** The external OpenID Connect provider's button on /sign-in; null = not configured. */
  oidc: z.object({ buttonLabel: z.string(), loginPath: z.string() }).nullable(),
  /** Where page views are posted (each with `impersonatedSignIn`); null = usage tracking off. */
  usageTracking: z.object({ url: z.string() }).nullable(),
  /** The random animated image service of the celebration modal; null = the bundled animation. */
  celebrationImage: z.object({ url: z.string() }).nullable(),
});
export type AppSettings = z.infer<typeof AppSettings>;

/** One page view as posted to the usage-tracking endpoint. */
export interface UsageEvent {
  type: 'pageView';
  path: string;
  at: string;
  environment: EnvironmentName;
  securityRole: string | null;
  /** Document 1 §6: the flag on the user identity, passed to usage tracking. */
  impersonatedSignIn: boolean;
}
