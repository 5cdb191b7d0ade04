/**
 * Child process of R3: GETs argv[4] from the app at argv[2] with the token argv[3], `argv[5]` requests a
 * second on a fixed schedule (open loop: a slow answer does not delay the next request, so it cannot
 * hide the ones behind it), until its standard input closes; then prints one JSON line: statuses,
 * latencies (ms) and the distinct `pagination.total` values answered. node:http for the reason given in
 * http-load.main.ts.
 */
import { Agent, request } from 'node:http';

const [url, token, path, rateArg] = process.argv.slice(2);
const rate = Number(rateArg);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const totals = new Set<number>();
const agent = new Agent({ keepAlive: true });
const target = new URL(path, url);
const pending = new Set<Promise<void>>();

const get = () =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      target,
      { method: 'GET', agent, headers: { 'x-auth-token': token } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

const send = () => {
  const at = process.hrtime.bigint();
  const done = get()
    .then(({ status, body }) => {
      latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200)
        totals.add((JSON.parse(body) as { pagination: { total: number } }).pagination.total);
    })
    .finally(() => pending.delete(done));
  pending.add(done);
};

// The first at once: a short rebuild (the smoke run's) still has its list read during it.
send();
const timer = setInterval(send, 1000 / rate);
process.stdin
  .on('data', () => undefined)
  .on('end', () => {
    clearInterval(timer);
    void Promise.all(pending).then(() => {
      agent.destroy();
      console.log(JSON.stringify({ statuses, latencies, totals: [...totals] }));
    });
  });
