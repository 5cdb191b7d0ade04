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
