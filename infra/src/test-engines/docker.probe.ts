import { existsSync } from 'node:fs';
import { request } from 'node:http';

/** The Docker socket: DOCKER_HOST when it names a unix socket, else the usual path. */
const socketPath = (): string => {
  const host = process.env.DOCKER_HOST;
  return host?.startsWith('unix://') ? host.slice('unix://'.length) : '/var/run/docker.sock';
};

/**
 * Whether a Docker engine answers within ~1 s. Never hangs: no socket means no engine, and the
 * ping is bounded by a timeout, so a suite without an engine skips at once.
 */
export const dockerAvailable = async (timeoutMs = 1_000): Promise<boolean> => {
  const path = socketPath();
  if (!existsSync(path)) return false;
  return new Promise<boolean>((resolve) => {
    const ping = request(
      { socketPath: path, path: '/_ping', method: 'GET', timeout: timeoutMs },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    ping.on('timeout', () => {
      ping.destroy();
      resolve(false);
    });
    ping.on('error', () => resolve(false));
    ping.end();
  });
};

/** How a suite reaches its engine: a URL from the environment, a container it starts, or not at all. */
export type EnginePlan =
  { kind: 'url'; url: string } | { kind: 'docker' } | { kind: 'skip'; reason: string };

export const planEngine = async (envVar: string): Promise<EnginePlan> => {
  const url = process.env[envVar];
  if (url) return { kind: 'url', url };
  if (await dockerAvailable()) return { kind: 'docker' };
  return { kind: 'skip', reason: `no ${envVar} and no Docker engine` };
};
