/**
 * Child process of C1 and C2, on loopback as A4's generator (node:http, kept-alive connections):
 *   signIn <url> <seconds> <accounts JSON [{ email, password }]>: each account signs in again and
 *     again for `seconds`, all at once (one connection each); then the last token of each account
 *     must open GET /api/users/current.
 *   createHub <url> <count> <inFlight> <admin token> <body JSON>: `count` hubs created, `inFlight`
 *     at a time, each named and owned uniquely; then every created hub must read back (GET by uuid).
 * Prints one JSON line: statuses, latencies (ms) of the timed calls, seconds, and failures (what a
 * check found: a 200 without a token, a token or hub that did not read back).
 */
import { Agent, request } from 'node:http';

interface Answer {
  status: number;
  body: unknown;
}

const [mode, url, ...args] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

const call = (method: string, path: string, body?: unknown, token?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const req = request(
      new URL(path, url),
      {
        method,
        agent,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(text),
          ...(token ? { 'x-auth-token': token } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : undefined;
          } catch {
            /* not JSON: kept as text for the failure message */
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });

const latencies: number[] = [];
const statuses: Record<string, number> = {};
const failures: string[] = [];
const fail = (message: string) => {
  if (failures.length < 10) failures.push(message);
};
const timed = async (work: () => Promise<Answer>): Promise<Answer> => {
  const at = process.hrtime.bigint();
  const answer = await work();
  latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return answer;
};
const tokenOf = (answer: Answer): string | null => {
  const token = (answer.body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
};

const signIns = async (seconds: number, accounts: { email: string; password: string }[]) => {
  const until = performance.now() + seconds * 1000;
  const last = await Promise.all(
    accounts.map(async ({ email, password }) => {
      let token: string | null = null;
      while (performance.now() < until) {
        const answer = await timed(() => call('POST', '/api/auth/signIn', { email, password }));
        token = tokenOf(answer);
        if (answer.status !== 200 || !token) fail(`sign-in of ${email}: ${answer.status}`);
      }
      return token;
    }),
  );
  for (const token of last) {
    const me = token ? await call('GET', '/api/users/current', undefined, token) : null;
    if (me?.status !== 200) fail(`a sign-in's token answered ${me?.status} on /api/users/current`);
  }
};

const createHubs = async (count: number, inFlight: number, token: string, body: object) => {
  const created: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const unique = `${process.pid}-${next++}-${Math.random().toString(36).slice(2, 8)}`;
        const answer = await timed(() =>
          call(
            'POST',
            '/api/admin/companies/hubs',
            {
              ...body,
              name: `C2 Hub ${unique}`,
              firstUser: {
                ...(body as { firstUser: object }).firstUser,
                email: `c2.${unique}@test.example`,
              },
            },
            token,
          ),
        );
        const uuid = (answer.body as { uuid?: unknown } | undefined)?.uuid;
        if (answer.status === 201 && typeof uuid === 'string') created.push(uuid);
        else fail(`create hub answered ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }),
  );
  for (const uuid of created) {
    const read = await call('GET', `/api/admin/companies/hubs/${uuid}`, undefined, token);
    const name = (read.body as { name?: unknown } | undefined)?.name;
    if (read.status !== 200 || typeof name !== 'string' || !name.startsWith('C2 Hub '))
      fail(`created hub ${uuid} read back ${read.status}`);
  }
};

const started = process.hrtime.bigint();
if (mode === 'signIn') await signIns(Number(args[0]), JSON.parse(args[1]));
else if (mode === 'createHub')
  await createHubs(Number(args[0]), Number(args[1]), args[2], JSON.parse(args[3]));
else throw new Error(`unknown mode ${mode}`);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
agent.destroy();
console.log(JSON.stringify({ statuses, latencies, seconds, failures }));
