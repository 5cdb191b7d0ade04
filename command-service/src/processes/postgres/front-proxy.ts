import { type IncomingMessage, type Server, createServer, request } from 'node:http';

/**
 * The front port of a local cluster: round robin over the API processes. A request is read whole
 * first, so one that finds its target gone (refused, reset before an answer) goes to the next
 * one; a request that a target took and then lost gets no answer (the client's same key retries it).
 */
export const startFrontProxy = (
  port: number,
  targets: () => number[],
): Promise<Server & { forwarded: { refusedRetried: number } }> => {
  let next = 0;
  const forwarded = { refusedRetried: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const ports = targets();
        if (ports.length === 0 || tries > ports.length * 3) {
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end('{"message":"no API process answers"}');
          return;
        }
        const target = ports[next++ % ports.length];
        const upstream = request(
          {
            host: '127.0.0.1',
            port: target,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'content-length': String(body.length) },
          },
          (answer: IncomingMessage) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) return void res.destroy();
          if (error.code === 'ECONNREFUSED') {
            forwarded.refusedRetried++;
            setTimeout(() => attempt(tries + 1), 20);
            return;
          }
          // The target may have appended it: no answer at all, as a direct client would see.
          res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '0.0.0.0', () => resolve(Object.assign(server, { forwarded }))),
  );
};
