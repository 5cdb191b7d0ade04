import { request } from 'node:http';

/** A JSON call to a running app's control socket (command-service's projection-control.socket.ts). */
export const callControl = (
  socketPath: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  timeoutMs = 600_000,
): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method,
        path,
        headers: { 'content-type': 'application/json' },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += String(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('the control socket did not answer')));
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });

/** True when an app answers on the socket; a file left by a killed app refuses the connection. */
export const appIsRunning = async (socketPath: string): Promise<boolean> =>
  callControl(socketPath, 'GET', '/projections', undefined, 5_000).then(
    (answer) => answer.status === 200,
    () => false,
  );
