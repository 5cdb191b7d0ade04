import { setupServer } from 'msw/node';

/**
 * The one request mock of the component tests: each test answers the calls it expects with
 * `server.use(http.get(...))`; a call nobody answers fails the test (setup.ts).
 */
export const server = setupServer();

const unhandled: string[] = [];

export const startServer = () =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  });

/** The calls of the test that no handler answered, forgotten once read. */
export const takeUnhandled = (): string[] => unhandled.splice(0);

// Calls still answering when a test ends would land in a torn-down DOM ("window is not defined" from
// React's scheduler after jsdom is gone): setup.ts waits for them before it cleans up.
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/** Waits (up to 2 s: an answer a test holds back on purpose may never come) for the calls under way. */
export async function answersUnderWay(): Promise<void> {
  const until = Date.now() + 2_000;
  while (inFlight.size > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 10));
  inFlight.clear();
}
