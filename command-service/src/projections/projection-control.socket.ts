import { createServer, type IncomingMessage, type Server } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { SnapshotRequest } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { REFUSAL_STATUS } from '../http/refusal-status';
import { projectionsStatus, startRebuild, takeSnapshot } from './projections.handlers';

/** Where `npm run replay` finds a running app: a socket in DATA_DIR, reachable by who may read the data. */
export const CONTROL_SOCKET = 'control.sock';

const body = async (req: IncomingMessage): Promise<unknown> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : {};
};

/**
 * The replay command's door into a running app (PGlite takes one process per data folder): the
 * same handlers as the admin routes, on a Unix socket instead of HTTP, so no token is involved;
 * the folder's permissions are the access rule.
 */
export const startControlSocket = async (
  app: AppContext,
  path: string,
  /** `npm run backup` of an embedded app: PGlite's folder can only be copied by the process holding it. */
  backup: ((out: string) => Promise<unknown>) | null = null,
): Promise<() => Promise<void>> => {
  await rm(path, { force: true }); // left by a process that was killed
  const server: Server = createServer((req, res) => {
    const reply = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    void (async () => {
      const [, resource, name, action] = (req.url ?? '').split('?')[0].split('/');
      if (resource === 'backups' && req.method === 'POST' && backup) {
        const { out } = (await body(req)) as { out?: unknown };
        if (typeof out !== 'string' || !isAbsolute(out))
          return reply(400, { errorMessageKey: 'validationError' });
        return reply(201, await backup(out));
      }
      if (resource !== 'projections') return reply(404, { errorMessageKey: 'notFoundMessage' });
      if (req.method === 'GET' && !name) return reply(200, await projectionsStatus(app));
      if (req.method === 'POST' && action === 'rebuild')
        return reply(202, startRebuild(app, decodeURIComponent(name)));
      if (req.method === 'POST' && action === 'snapshots') {
        const request = SnapshotRequest.safeParse(await body(req));
        if (!request.success) return reply(400, { errorMessageKey: 'validationError' });
        return reply(201, await takeSnapshot(app, decodeURIComponent(name), request.data));
      }
      return reply(404, { errorMessageKey: 'notFoundMessage' });
    })().catch((error: unknown) => {
      if (error instanceof DomainError)
        reply(REFUSAL_STATUS[error.refusal], { errorMessageKey: error.key });
      else reply(500, { errorMessage: String(error instanceof Error ? error.message : error) });
    });
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(path, () => resolve()),
  );
  await chmod(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};
