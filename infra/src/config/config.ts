import { resolve } from 'node:path';

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface Config {
  port: number;
  /** The origin users reach the app on; QR codes point here. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demo: boolean;
  demoPassword: string | undefined;
  authSecret: string | undefined;
  tokenTtlHours: number;
  otpTtlSeconds: number;
  /** How long a link to an uploaded file opens it (pictures, identity documents, evidence). */
  fileLinkTtlMinutes: number;
  /** Region → origin, e.g. {"SA_SAO_PAULO":"https://br.cairn.example"}; empty = no region redirects. */
  regionOrigins: Record<string, string>;
  corsOrigins: string[];
  ocr: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Serve the built UI from ui/dist. */
  serveUi: boolean;
}

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(v.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 3000),
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  dataDir: resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  demo: bool(env.CAIRN_DEMO, true),
  demoPassword: env.CAIRN_DEMO_PASSWORD || undefined,
  authSecret: env.AUTH_SECRET || undefined,
  tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
  otpTtlSeconds: Number(env.OTP_TTL_SECONDS ?? 300),
  fileLinkTtlMinutes: Number(env.FILE_LINK_TTL_MINUTES ?? 10),
  regionOrigins: env.REGION_ORIGINS ? (JSON.parse(env.REGION_ORIGINS) as Record<string, string>) : {},
  corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  ocr: bool(env.CAIRN_OCR, true),
  logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
  serveUi: bool(env.SERVE_UI, true),
});
