import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { logContext } from './log-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** The app's logger: a message and optional fields, one JSON line each (pino). Never pass secrets to it. */
export interface Logger {
  debug(msg: string, fields?: object): void;
  info(msg: string, fields?: object): void;
  warn(msg: string, fields?: object): void;
  error(msg: string, fields?: object): void;
}

/** Personal fields (issue 33 §7): whatever object a line carries, at up to three levels deep. */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'phoneNumber',
  'idNumber',
  'birthDate',
  'password',
  'newPassword',
  'token',
];
export const REDACT_PATHS = PERSONAL_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);

const wrap = (log: PinoLogger): Logger => {
  const at = (level: LogLevel) => (msg: string, fields?: object) =>
    fields ? log[level](fields, msg) : log[level](msg);
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};

/**
 * pino with the request's ids on every line (mixin) and personal fields redacted. A `sink` receives each
 * line (tests); else stdout, pretty-printed (pino-pretty) when NODE_ENV=development.
 */
export const createLogger = (
  level: LogLevel = 'info',
  sink?: (line: string) => void,
  options: { name?: string } = {},
): Logger => {
  const settings = {
    level,
    name: options.name,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const { requestId, traceId, spanId } = logContext();
      return { ...(requestId && { reqId: requestId }), ...(traceId && { traceId, spanId }) };
    },
  };
  if (sink) {
    const stream: DestinationStream = { write: (line: string) => sink(line.replace(/\n$/, '')) };
    return wrap(pino(settings, stream));
  }
  if (process.env.NODE_ENV === 'development')
    return wrap(pino({ ...settings, transport: { target: 'pino-pretty' } }));
  return wrap(pino(settings));
};

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
