import { join, resolve } from 'node:path';

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface Config {
  port: number;
  /** The origin users reach the app on; QR codes point here. */
  publicUrl: string;
  /** The base of the HTTP URIs that name things in EPCIS events (issue 34); default publicUrl. */
  idBase: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demo: boolean;
  demoPassword: string | undefined;
  authSecret: string | undefined;
  /** Wraps the personal data keys (issue 33); embedded: made once into DATA_DIR/master-key when unset. */
  masterKey: string | undefined;
  /** The operator's credential signing key, a private Ed25519 JWK (issue 34); else DATA_DIR/signing-key.jwk. */
  signingKey?: string | undefined;
  tokenTtlHours: number;
  otpTtlSeconds: number;
  /** How long a link to an uploaded file opens it (pictures, identity documents, evidence). */
  fileLinkTtlMinutes: number;
  /** Per hub: how much its uploaded files may take, and how many it may upload in an hour. */
  uploadQuotaMbPerHub: number;
  uploadRatePerHubPerHour: number;
  /** Uploads no record names are removed this long after their upload. */
  unattachedUploadGraceHours: number;
  /** Region → origin, e.g. {"SA_SAO_PAULO":"https://br.cairn.example"}; empty = no region redirects. */
  regionOrigins: Record<string, string>;
  corsOrigins: string[];
  /** Which peers may tell the client's address in X-Forwarded-For (Express's `trust proxy`); none by default. */
  trustProxy: string | number | false;
  ocr: boolean;
  /** The worker's automatic review of hub events (CAIRN_AUTO_REVIEW). */
  autoReview: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Bearer token that opens GET /metrics to callers other than loopback (METRICS_TOKEN); null = loopback only. */
  metricsToken: string | null;
  /** /api/ready answers 503 when a projection is further behind the head than this (READY_MAX_LAG_SECONDS). */
  readyMaxLagSeconds: number;
  /** Serve the built UI from ui/dist. */
  serveUi: boolean;
  /** The manual-flags alert: at least `count` flags by an admin on one hub within `days` days (issue 15). */
  manualFlagsAlert: { count: number; days: number };
  /** How often the report scheduler looks for periods that became due (well under a minute). */
  reportCheckSeconds: number;
  /** Scheduled backups (docs/operations.md): every this many hours (0 = off), into backupDir, the newest backupKeep kept. */
  backupEveryHours: number;
  backupDir: string;
  backupKeep: number;
  /** Sign-in through an external OpenID Connect provider, beside the built-in one; null when not configured. */
  oidc: OidcSettings | null;
  /** Where the UI posts its page views (with `impersonatedSignIn`); null = usage tracking off. */
  usageTrackingUrl: string | null;
  /** The random animated image service of the celebration modal; null = the bundled animation only. */
  celebrationImageUrl: string | null;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Dotted path of the claim holding the Cairn roles, e.g. `cairn_roles` or `realm_access.roles`. */
  rolesClaim: string;
  scope: string;
  /** The text of the provider's button on /sign-in. */
  buttonLabel: string;
}

const oidcOf = (env: NodeJS.ProcessEnv): OidcSettings | null => {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
    scope: env.OIDC_SCOPE || 'openid profile email',
    buttonLabel: env.OIDC_BUTTON_LABEL || 'Sign in with your organization',
  };
};

/** An http(s) URL, or null when unset; anything else stops the start (a typo must not switch a setting off silently). */
const urlOf = (name: string, v: string | undefined): string | null => {
  if (!v?.trim()) return null;
  const url = new URL(v.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL`);
  return url.toString();
};

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(v.toLowerCase());

/** A hop count ("1") or addresses, subnets and Express's names (loopback, uniquelocal); "true" is refused: it would trust anyone. */
const trustProxyOf = (v: string | undefined): Config['trustProxy'] => {
  const value = v?.trim() ?? '';
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (value.toLowerCase() === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust X-Forwarded-For from anyone: name the proxy (address, subnet, "loopback") or a hop count',
    );
  return /^\d+$/.test(value) ? Number(value) : value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 3000),
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  idBase: (env.CAIRN_ID_BASE || env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  ),
  dataDir: resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  demo: bool(env.CAIRN_DEMO, true),
  demoPassword: env.CAIRN_DEMO_PASSWORD || undefined,
  authSecret: env.AUTH_SECRET || undefined,
  masterKey: env.CAIRN_MASTER_KEY || undefined,
  signingKey: env.CAIRN_SIGNING_KEY || undefined,
  tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
  otpTtlSeconds: Number(env.OTP_TTL_SECONDS ?? 300),
  fileLinkTtlMinutes: Number(env.FILE_LINK_TTL_MINUTES ?? 10),
  uploadQuotaMbPerHub: Number(env.UPLOAD_QUOTA_MB_PER_HUB ?? 5000),
  uploadRatePerHubPerHour: Number(env.UPLOAD_RATE_PER_HUB_PER_HOUR ?? 600),
  unattachedUploadGraceHours: Number(env.UNATTACHED_UPLOAD_GRACE_HOURS ?? 72),
  regionOrigins: env.REGION_ORIGINS
    ? (JSON.parse(env.REGION_ORIGINS) as Record<string, string>)
    : {},
  corsOrigins: (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  trustProxy: trustProxyOf(env.TRUST_PROXY),
  ocr: bool(env.CAIRN_OCR, true),
  autoReview: bool(env.CAIRN_AUTO_REVIEW, true),
  logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
  metricsToken: env.METRICS_TOKEN || null,
  readyMaxLagSeconds: Number(env.READY_MAX_LAG_SECONDS ?? 30),
  serveUi: bool(env.SERVE_UI, true),
  manualFlagsAlert: {
    count: Number(env.MANUAL_FLAGS_ALERT_COUNT ?? 5),
    days: Number(env.MANUAL_FLAGS_ALERT_DAYS ?? 7),
  },
  reportCheckSeconds: Number(env.REPORT_CHECK_SECONDS ?? 15),
  backupEveryHours: Number(env.BACKUP_EVERY_HOURS ?? 0),
  backupDir: resolve(env.BACKUP_DIR ?? join(env.DATA_DIR ?? './data', 'backups')),
  backupKeep: Number(env.BACKUP_KEEP ?? 7),
  oidc: oidcOf(env),
  usageTrackingUrl: urlOf('USAGE_TRACKING_URL', env.USAGE_TRACKING_URL),
  celebrationImageUrl: urlOf('CELEBRATION_IMAGE_URL', env.CELEBRATION_IMAGE_URL),
});
