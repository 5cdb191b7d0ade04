/**
 * Child process of R3: GETs argv[4] from the app at argv[2] with the token argv[3], `argv[5]` requests
 * in flight, until its standard input closes; then prints one JSON line: statuses, latencies (ms) and
 * the distinct `pagination.total` values answered. node:http for the reason given in http-load.main.ts.
 */
import { Agent, request } from 'node:http';

const [url, token, path, inFlightArg] = process.argv.slice(2);
const inFlight = Number(inFlightArg);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const totals = new Set<number>();
const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
const target = new URL(path, url);
let stopping = false;
process.stdin.on('data', () => undefined).on('end', () => { stopping = true; });

const get = () => new Promise<{ status: number; body: string }>((resolve, reject) => {
  const req = request(target, { method: 'GET', agent, headers: { 'x-auth-token': token } }, (response) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    response.on('error', reject);
  });
  req.on('error', reject);
  req.end();
});

await Promise.all(Array.from({ length: inFlight }, async () => {
  while (!stopping) {
    const at = process.hrtime.bigint();
    const { status, body } = await get();
    latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) totals.add((JSON.parse(body) as { pagination: { total: number } }).pagination.total);
  }
}));
agent.destroy();
console.log(JSON.stringify({ statuses, latencies, totals: [...totals] }));
