/**
 * Child process of A4: POSTs `count` registrations, `inFlight` at a time, to the app at argv[2] with
 * the token argv[3] and picture argv[4]; prints one JSON line: statuses, latencies (ms), the elapsed
 * time and this process's CPU time over that time (ms), so the generator's share of the cores shows.
 * It uses node:http with one kept-alive connection per request in flight rather than fetch: the
 * generator runs on the same 2 cores as the app, and fetch (undici) spent ~2.5 ms of CPU per request
 * here, more than the app itself. The requests are the same (method, path, headers, body).
 */
import { Agent, request } from 'node:http';

const [url, token, picture, countArg, inFlightArg] = process.argv.slice(2);
const count = Number(countArg);
const inFlight = Number(inFlightArg);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const body = JSON.stringify({
  registrationUnit: 'BAG',
  weight: '12.5',
  materialType: 'PET_CLEAR',
  pictureFileUploadUuid: picture,
});
const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
const target = new URL('/api/collectedMaterials', url);

const post = () =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-auth-token': token,
        },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

let next = 0;
const cpuAtStart = process.cpuUsage();
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < count) {
      next++;
      const at = process.hrtime.bigint();
      const status = await post();
      latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpuAtStart);
agent.destroy();
console.log(
  JSON.stringify({ statuses, latencies, seconds, cpuMs: (cpu.user + cpu.system) / 1000 }),
);
