import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server';

type Method = 'get' | 'post' | 'put' | 'delete';

/** One call the screen made: its query and body (JSON, or a multipart form's fields by name). */
export interface SentCall {
  url: URL;
  body: unknown;
  headers: Headers;
}

const bodyOf = async (request: Request): Promise<unknown> => {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `file ${value.name}`,
      ]),
    );
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/**
 * Answers `method path` with `reply` (a JSON answer, or a function of the call and its number for
 * a status of its own) and records every call in the order they came, for the test to assert on
 * what was sent.
 */
export function answer(
  method: Method,
  path: string,
  reply: JsonBodyType | ((call: SentCall, index: number) => Response | Promise<Response>),
): SentCall[] {
  const calls: SentCall[] = [];
  let arrived = 0;
  server.use(
    http[method](path, async ({ request }) => {
      // Numbered as they arrive: calls sent side by side may finish reading their bodies out of order.
      const index = arrived++;
      const call = {
        url: new URL(request.url),
        body: await bodyOf(request),
        headers: request.headers,
      };
      calls[index] = call;
      return typeof reply === 'function' ? reply(call, index) : HttpResponse.json(reply);
    }),
  );
  return calls;
}

/** A refusal as the server's error catalogue writes it (Document 1 §8). */
export const refusal = (
  status: number,
  body: { errorMessage?: string; errorMessageKey?: string; fieldErrors?: Record<string, string> },
) => HttpResponse.json(body, { status });

/** An answer held back until the test lets it go: for what the screen shows while it waits. */
export function heldAnswer(reply: JsonBodyType) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reply: async () => {
      await released;
      return HttpResponse.json(reply);
    },
    release: () => release(),
  };
}
