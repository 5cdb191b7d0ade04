/** A tiny structured logger: one line per entry, level-filtered. Never pass secrets to it. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;
export interface Logger {
  debug(msg: string, fields?: object): void;
  info(msg: string, fields?: object): void;
  warn(msg: string, fields?: object): void;
  error(msg: string, fields?: object): void;
}
export const createLogger = (
  level: LogLevel = 'info',
  sink: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger => {
  const at = (l: LogLevel) => (msg: string, fields?: object) => {
    if (LEVELS[l] < LEVELS[level]) return;
    sink(
      `${new Date().toISOString()} ${l.toUpperCase().padEnd(5)} ${msg}${fields ? ' ' + JSON.stringify(fields) : ''}`,
    );
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
